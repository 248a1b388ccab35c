import { describe, expect, it } from 'vitest';
import {
  articleCreateInputSchema,
  articleDetailSchema,
  articleListQuerySchema,
  articleRecordSchema,
  articleSimpleFormSchema,
  articleUpdateInputSchema,
} from '@shared/schemas/article';
import { publishToggleInputSchema } from '@shared/schemas/publish-toggle';
import { fieldErrors } from '@shared/schemas/api';

const authorId = '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5';
const categoryId = '11111111-2222-4333-8444-555555555555';

function validCreate() {
  return {
    title: 'Winning the First Meeting',
    slug: 'winning-the-first-meeting',
    excerpt: 'How to turn a first meeting into a second.',
    author_id: authorId,
    category_id: categoryId,
    introduction: 'First meetings decide most deals.',
    key_points: ['Prepare', 'Listen'],
    sections: [{ title: 'Preparation', content: 'Research the account.' }],
    conclusion: 'Meet well.',
  };
}

function messagesOf(input: unknown) {
  const result = articleCreateInputSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('articleCreateInputSchema', () => {
  it('accepts a complete article and applies the defaults', () => {
    const input = validCreate();

    const parsed = articleCreateInputSchema.parse(input);

    expect(parsed.is_published).toBe(false);
    expect(parsed.image_url).toBe('');
  });

  it('gives the spec message for every missing required field', () => {
    const input = {};

    const fields = messagesOf(input);

    expect(fields).toMatchObject({
      title: 'Title is required',
      slug: 'Slug is required',
      excerpt: 'Excerpt is required',
      author_id: 'Author is required',
      category_id: 'Category is required',
      introduction: 'Introduction is required',
      key_points: 'At least one key point is required',
      sections: 'At least one section is required',
      conclusion: 'Conclusion is required',
    });
  });

  it('treats whitespace-only text as missing', () => {
    const input = { ...validCreate(), title: '   ', conclusion: '\n' };

    const fields = messagesOf(input);

    expect(fields.title).toBe('Title is required');
    expect(fields.conclusion).toBe('Conclusion is required');
  });

  it('refuses a control character in any text field, naming the field', () => {
    const input = {
      ...validCreate(),
      title: 'Pasted\u000bfrom slides',
      excerpt: 'Bell\u0007',
      key_points: ['Fine', 'NUL\u0000'],
      sections: [{ title: 'Esc\u001b', content: 'Form\u000cfeed' }],
      image_alt: 'Alt\u0001',
    };

    const fields = messagesOf(input);

    expect(fields.title).toBe('Must not contain control characters');
    expect(fields.excerpt).toBe('Must not contain control characters');
    expect(fields['key_points.1']).toBe('Must not contain control characters');
    expect(fields['sections.0.title']).toBe('Must not contain control characters');
    expect(fields['sections.0.content']).toBe('Must not contain control characters');
    expect(fields.image_alt).toBe('Must not contain control characters');
  });

  it('keeps tabs and line breaks in multi-line text, refuses them in a title', () => {
    const multiLine = {
      ...validCreate(),
      excerpt: 'One\r\ntwo',
      introduction: 'Para one.\n\n\tPara two.',
      conclusion: 'End\n',
      sections: [{ title: 'S', content: 'a\nb' }],
    };
    expect(articleCreateInputSchema.safeParse(multiLine).success).toBe(true);

    expect(messagesOf({ ...validCreate(), title: 'Two\nlines' }).title).toBe(
      'Must not contain control characters',
    );
  });

  it('refuses empty key point and section lists with the spec messages', () => {
    const input = { ...validCreate(), key_points: [], sections: [] };

    const fields = messagesOf(input);

    expect(fields.key_points).toBe('At least one key point is required');
    expect(fields.sections).toBe('At least one section is required');
  });

  it('names the section title and content that are missing', () => {
    const input = { ...validCreate(), sections: [{ title: '', content: '' }] };

    const fields = messagesOf(input);

    expect(fields['sections.0.title']).toBe('Section title is required');
    expect(fields['sections.0.content']).toBe('Section content is required');
  });

  it('refuses an empty author or category selection as not chosen', () => {
    const input = { ...validCreate(), author_id: '', category_id: 'nope' };

    const fields = messagesOf(input);

    expect(fields.author_id).toBe('Author is required');
    expect(fields.category_id).toBe('Category is required');
  });

  it('refuses a slug with spaces or capitals', () => {
    const input = { ...validCreate(), slug: 'Bad Slug' };

    const fields = messagesOf(input);

    expect(fields.slug).toBe('Slug must contain only lowercase letters, numbers, and hyphens.');
  });

  it('accepts site paths under /media/ and /images/ as image, refuses other origins', () => {
    const base = validCreate();

    const path = articleCreateInputSchema.safeParse({ ...base, image_url: '/media/a.png' });
    const url = messagesOf({ ...base, image_url: 'https://x.test/a.png' });
    const script = messagesOf({ ...base, image_url: 'javascript:alert(1)' });
    const otherOrigin = messagesOf({ ...base, image_url: '//evil.test/a.png' });

    expect(path.success).toBe(true);
    expect(url.image_url).toBe('Invalid image URL');
    expect(script.image_url).toBe('Invalid image URL');
    expect(otherOrigin.image_url).toBe('Invalid image URL');
  });
});

describe('articleUpdateInputSchema', () => {
  it('requires the version the editor loaded', () => {
    const input = validCreate();

    const result = articleUpdateInputSchema.safeParse(input);

    expect(result.success).toBe(false);
    expect(articleUpdateInputSchema.parse({ ...input, version: 3 }).version).toBe(3);
  });
});

describe('articleSimpleFormSchema', () => {
  it('requires content with the spec message and defaults is_published to false', () => {
    const {
      introduction: _i,
      key_points: _k,
      sections: _s,
      conclusion: _c,
      ...common
    } = validCreate();

    const missing = articleSimpleFormSchema.safeParse(common);
    const parsed = articleSimpleFormSchema.parse({ ...common, content: 'Body' });

    expect(missing.success ? {} : fieldErrors(missing.error)).toEqual({
      content: 'Content is required',
    });
    expect(parsed.is_published).toBe(false);
  });
});

describe('publishToggleInputSchema', () => {
  it('accepts only a boolean', () => {
    const ok = publishToggleInputSchema.safeParse({ is_published: true });
    const bad = publishToggleInputSchema.safeParse({ is_published: 'yes' });

    expect(ok.success).toBe(true);
    expect(bad.success).toBe(false);
  });
});

describe('articleListQuerySchema', () => {
  it('defaults to page 1 of every category', () => {
    const query = {};

    const parsed = articleListQuerySchema.parse(query);

    expect(parsed).toEqual({ page: 1, category: undefined });
  });

  it('reads the page from a query-string value and treats an empty category as all', () => {
    const query = { page: '3', category: '' };

    const parsed = articleListQuerySchema.parse(query);

    expect(parsed).toEqual({ page: 3, category: undefined });
  });

  it.each(['0', '-1', '1.5', 'abc'])('refuses page %s', (page) => {
    const result = articleListQuerySchema.safeParse({ page });

    expect(result.success).toBe(false);
  });
});

describe('articleRecordSchema and articleDetailSchema', () => {
  it('accept the shapes the API stores and returns', () => {
    const now = '2025-05-15T09:30:00.000Z';
    const record = {
      ...validCreate(),
      id: '0b7d2f7e-8a1c-4d1e-9f3a-1c2b3d4e5f60',
      author_name: 'Ada',
      category_name: 'Strategy',
      image_url: '',
      is_published: true,
      published_date: now,
      updated_at: now,
      created_at: now,
      version: 1,
    };
    const detail = {
      id: record.id,
      title: record.title,
      slug: record.slug,
      excerpt: record.excerpt,
      date: now,
      author: 'Ada',
      category: 'Strategy',
      imageUrl: '',
      content: { introduction: 'a', keyPoints: ['b'], sections: [], conclusion: 'c' },
      html: {
        excerpt: '',
        introduction: '<p>a</p>',
        keyPoints: ['<p>b</p>'],
        sections: [],
        conclusion: '<p>c</p>',
      },
    };

    expect(articleRecordSchema.safeParse(record).success).toBe(true);
    expect(articleDetailSchema.safeParse(detail).success).toBe(true);
    // The page reads the body's HTML: an answer without it does not match.
    expect(articleDetailSchema.safeParse({ ...detail, html: undefined }).success).toBe(false);
  });
});
