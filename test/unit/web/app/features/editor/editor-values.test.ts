import { describe, expect, it } from 'vitest';
import {
  buildSaveBody,
  changedFieldLabels,
  effectiveSlug,
  emptyEditorValues,
  rebaseEdits,
  sameValues,
  validateEditorValues,
  valuesFromRecord,
  type EditorValues,
} from '~/features/editor/editor-values';
import { ids, storedArticle as record } from './stored-article';

const filled: EditorValues = {
  ...emptyEditorValues,
  title: 'Winning Markets',
  slug: 'winning-markets',
  excerpt: 'How to win.',
  author_id: ids.author,
  category_id: ids.category,
};

describe('validation by mode', () => {
  it('gives every simple-form message for an empty article', () => {
    expect(validateEditorValues(emptyEditorValues, 'simple')).toEqual({
      title: 'Title is required',
      slug: 'Slug is required',
      excerpt: 'Excerpt is required',
      author_id: 'Author is required',
      category_id: 'Category is required',
      content: 'Content is required',
    });
  });

  it('gives the advanced-form messages, counting a blank key point as none', () => {
    const errors = validateEditorValues(
      { ...filled, key_points: [' '], sections: [{ title: '', content: '' }] },
      'advanced',
    );

    expect(errors).toEqual({
      introduction: 'Introduction is required',
      key_points: 'At least one key point is required',
      'sections.0.title': 'Section title is required',
      'sections.0.content': 'Section content is required',
      conclusion: 'Conclusion is required',
    });
  });

  it('accepts an empty slug and saves the one made from the title, as the hint says', () => {
    const values = { ...filled, slug: '', title: 'Winning Markets, Again', content: 'Text' };

    expect(validateEditorValues(values, 'simple')).toBeUndefined();
    const built = buildSaveBody(values, 'simple');
    expect(built.ok && built.body.slug).toBe('winning-markets-again');
  });

  it('fills an empty slug from the title', () => {
    expect(effectiveSlug({ slug: '', title: 'Hello, World!' })).toBe('hello-world');
    expect(effectiveSlug({ slug: 'kept', title: 'Hello' })).toBe('kept');
  });
});

describe('the simple-mode save', () => {
  it('re-parses the content with the save defaults', () => {
    const built = buildSaveBody(
      { ...filled, content: '## Key Points\n\n- Key point\n- Real point\n\n## Body\n\nText' },
      'simple',
    );

    expect(built).toMatchObject({
      ok: true,
      body: {
        introduction: 'Winning Markets',
        key_points: ['Real point'],
        sections: [{ title: 'Body', content: 'Text' }],
        conclusion: 'Conclusion',
      },
    });
  });

  it('sends the advanced fields without blank key points', () => {
    const built = buildSaveBody(
      {
        ...filled,
        introduction: 'Intro',
        key_points: ['Point', ''],
        sections: [{ title: 'S', content: 'C' }],
        conclusion: 'End',
      },
      'advanced',
    );

    expect(built).toMatchObject({ ok: true, body: { key_points: ['Point'] } });
  });
});

describe('values of a stored article', () => {
  it('fill both modes, the simple content by the shared conversion', () => {
    const values = valuesFromRecord(record);

    expect(values.content).toBe(
      'Intro.\n\n## Key Points\n\n- One\n- Two\n\n## First\n\nBody.\n\n## Conclusion\n\nEnd.',
    );
    expect(values.key_points).toEqual(['One', 'Two']);
  });
});

describe('re-applying my edits on the latest version after a conflict', () => {
  const base = valuesFromRecord(record);
  const latest = valuesFromRecord({
    ...record,
    title: 'Renamed elsewhere',
    conclusion: 'New end.',
  });

  it('keeps the fields I changed and takes the latest for the rest (simple mode)', () => {
    const mine = { ...base, excerpt: 'My excerpt', content: `${base.content}\n\nMy line.` };

    const merged = rebaseEdits(base, mine, latest, 'simple');

    expect(merged.title).toBe('Renamed elsewhere');
    expect(merged.excerpt).toBe('My excerpt');
    expect(merged.content).toBe(mine.content);
    expect(changedFieldLabels(base, mine, 'simple')).toEqual(['Excerpt', 'Content']);
  });

  it('merges body fields one by one in advanced mode', () => {
    const mine = { ...base, introduction: 'My intro.' };

    const merged = rebaseEdits(base, mine, latest, 'advanced');

    expect(merged.introduction).toBe('My intro.');
    expect(merged.conclusion).toBe('New end.');
    expect(merged.title).toBe('Renamed elsewhere');
    expect(merged.content).toContain('My intro.');
  });

  it('compares only the current mode body when deciding what is unsaved', () => {
    const converted = { ...base, introduction: 'Changed only in the other mode' };

    expect(sameValues(base, converted, 'simple')).toBe(true);
    expect(sameValues(base, converted, 'advanced')).toBe(false);
  });
});

describe('the SEO fields', () => {
  const seo = {
    meta_title: 'Search title',
    meta_description: '',
    social_image: '',
    canonical: '',
    noindex: true,
  };

  it('are filled from the stored article, all empty when it has none', () => {
    expect(valuesFromRecord(record).seo).toEqual({ ...seo, meta_title: '', noindex: false });
    expect(valuesFromRecord({ ...record, seo }).seo).toEqual(seo);
  });

  it('are sent with the save and checked with their field messages', () => {
    const built = buildSaveBody({ ...filled, content: 'Text', seo }, 'simple');
    const errors = validateEditorValues(
      { ...filled, content: 'Text', seo: { ...seo, canonical: '//evil.example' } },
      'simple',
    );

    expect(built.ok && built.body.seo).toEqual(seo);
    expect(errors).toEqual({
      'seo.canonical':
        'Canonical URL must be a site path such as /insights/my-article or a full https:// URL',
    });
  });

  it('count as one field when my edits are re-applied after a conflict', () => {
    const base = valuesFromRecord(record);
    const mine = { ...base, seo };

    expect(rebaseEdits(base, mine, base, 'simple').seo).toEqual(seo);
    expect(changedFieldLabels(base, mine, 'simple')).toEqual(['SEO']);
  });
});

describe('alt text of the image', () => {
  const withUpload: EditorValues = {
    ...filled,
    content: 'Some content.',
    image_url: '/media/articles/a.jpg',
    is_published: true,
  };

  it('puts a field error on the alt text when publishing an upload without one', () => {
    const errors = validateEditorValues(withUpload, 'simple');
    const built = buildSaveBody(withUpload, 'simple');

    expect(errors).toEqual({ image_alt: expect.stringContaining('Alt text is required') });
    expect(built.ok).toBe(false);
  });

  it('saves a draft without alt text, and a published upload with it', () => {
    expect(validateEditorValues({ ...withUpload, is_published: false }, 'simple')).toBeUndefined();
    const built = buildSaveBody({ ...withUpload, image_alt: 'A harbour at dawn' }, 'simple');

    expect(built.ok && built.body.image_alt).toBe('A harbour at dawn');
  });

  it('loads the review mark of a generated alt text', () => {
    const values = valuesFromRecord({ ...record, image_alt: 'Title', image_alt_review: true });

    expect(values.image_alt).toBe('Title');
    expect(values.image_alt_review).toBe(true);
  });
});
