/**
 * The ContentModel port (DESIGN.md section 7): what writes an article or a landing page from a few
 * inputs. The generation domain owns it and depends on it only; the adapters in
 * `functions/adapters/content-model/` (`bedrock.ts`, `offline.ts`) implement it and `factory.ts`
 * picks one from the configuration.
 *
 * Every failure an adapter reports is a {@link ContentModelError} saying whether trying again later
 * can help, so the worker knows whether to let the queue redeliver or to record the item failed.
 */
import type { GeneratedArticle } from '@shared/schemas/generation';
import type { GeneratedPageContent, PageInputs } from '@shared/schemas/page';
import type {
  AltTextSuggestion,
  RewriteInstruction,
  RewriteSuggestion,
  SeoSuggestion,
} from '@shared/schemas/assist';

/** What an article is written from. */
export interface ArticleRequest {
  title: string;
  keyword: string;
  /** Whether the article may link to other pages of the site. */
  includeLinks: boolean;
  /**
   * Paths that exist on the site (`/contact`, `/insights/some-article`, ...). With `includeLinks`
   * these are the only link targets allowed; any other link is removed after generation.
   */
  siteLinks: readonly string[];
}

/**
 * What a programmatic landing page is written from (admin-portal.md section 7): its generation
 * inputs, as the schema names them (`pageInputsSchema`), so an input added there reaches the
 * models and the prompt.
 */
export type PageRequest = PageInputs;

/** Something that writes articles and landing pages. */
export interface ContentModel {
  /** Short name for logs and error details (`bedrock:<model id>`, `offline`). */
  readonly name: string;
  /** Writes an article; the result satisfies `generatedArticleSchema`. */
  generateArticle(request: ArticleRequest): Promise<GeneratedArticle>;
  /** Writes a landing page; the result satisfies `generatedPageContentSchema`. */
  generatePage(request: PageRequest): Promise<GeneratedPageContent>;
}

/** What a search title and meta description are suggested from (the editor's current copy). */
export interface SeoRequest {
  title: string;
  excerpt: string;
  content: string;
  keyword: string;
  /** Why the previous answer was refused (too wide for the result page), when this is a retry. */
  feedback?: string;
}

/** An image as a model reads it: a resized variant's bytes. */
export interface ImageInput {
  bytes: Uint8Array;
  format: 'jpeg' | 'png' | 'gif' | 'webp';
}

/** What alt text is written from. */
export interface AltTextRequest {
  /** The image's address (`/media/...`); its file name says something of it. */
  imageUrl: string;
  caption: string;
  heading: string;
  /** The article's (or page's) title. */
  title: string;
  /** The image itself, read when a model can look at it (undefined when it cannot be read). */
  image(): Promise<ImageInput | undefined>;
}

/** What a passage is rewritten from. */
export interface RewriteRequest {
  text: string;
  heading: string;
  instruction: RewriteInstruction;
  customInstruction: string;
  /** Why the previous answer was refused, when this is a retry. */
  feedback?: string;
}

/**
 * The editors' assist (functions/domain/assist): the same adapters as {@link ContentModel}, with
 * small, versioned prompts (functions/domain/assist/prompts). Answers are checked by the domain
 * (pixel fit, length) before an editor sees them.
 */
export interface AssistModel {
  readonly name: string;
  suggestSeo(request: SeoRequest): Promise<SeoSuggestion>;
  altText(request: AltTextRequest): Promise<AltTextSuggestion>;
  rewrite(request: RewriteRequest): Promise<RewriteSuggestion>;
}

/**
 * Why a model call gave nothing usable:
 * - `no-data`: the model answered without the content (no tool call, empty input);
 * - `invalid-output`: the content broke the schema (missing or malformed fields, cut off);
 * - `refused`: the provider refused the request (validation, access denied, unknown model);
 * - `unavailable`: throttled or down; the same request may succeed later.
 */
export type ContentModelFailure = 'no-data' | 'invalid-output' | 'refused' | 'unavailable';

/** A model call that failed, with a detail worth showing under View Error. */
export class ContentModelError extends Error {
  constructor(
    readonly failure: ContentModelFailure,
    /** What went wrong, for the item's detailed error. */
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(detail, options);
    this.name = 'ContentModelError';
  }

  /** True when the same request may succeed later (the queue should redeliver the message). */
  get retryable(): boolean {
    return this.failure === 'unavailable';
  }
}
