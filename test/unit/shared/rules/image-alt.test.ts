import { describe, expect, it } from 'vitest';
import {
  generatedImageAlt,
  imageAltProblem,
  imageAltRequiredMessage,
} from '@shared/rules/image-alt';

describe('imageAltProblem', () => {
  const upload = { image_url: '/media/articles/a.jpg', is_published: true };

  it('refuses to publish an uploaded image without alt text', () => {
    expect(imageAltProblem(upload)).toBe(imageAltRequiredMessage);
    expect(imageAltProblem({ ...upload, image_alt: '   ' })).toBe(imageAltRequiredMessage);
  });

  it('lets a draft lack alt text, and a published upload that has it pass', () => {
    expect(imageAltProblem({ ...upload, is_published: false })).toBeUndefined();
    expect(imageAltProblem({ ...upload, image_alt: 'A harbour at dawn' })).toBeUndefined();
  });

  it('asks nothing of an article without an image or with the decorative default', () => {
    expect(imageAltProblem({ image_url: '', is_published: true })).toBeUndefined();
    expect(
      imageAltProblem({ image_url: '/images/article-default.svg', is_published: true }),
    ).toBeUndefined();
  });
});

describe('generatedImageAlt', () => {
  it('takes the title, marked for review', () => {
    expect(generatedImageAlt('  Winning Markets  ')).toEqual({
      image_alt: 'Winning Markets',
      image_alt_review: true,
    });
  });
});
