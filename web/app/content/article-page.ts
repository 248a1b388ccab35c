/** Copy of the article page (/insights/{slug}; public-site.md sections 4 and 7). */
export const articleCopy = {
  back: 'Back to all articles',
  by: (author: string) => `By ${author}`,
  keyPoints: 'Key Points',
  conclusion: 'Conclusion',
  notFound: {
    heading: 'Article Not Found',
    text: "We couldn't find the article you're looking for.",
    back: 'Back to Insights',
  },
  image: {
    failedText: 'There was a problem loading this image',
    failedToast: {
      title: 'Image failed to load',
      description:
        'The image could not be loaded. This might be due to permissions or the image may not exist.',
    },
    invalidToast: {
      title: 'Invalid image URL',
      description: 'The image URL appears to be malformed.',
    },
  },
  like: { label: 'Like', liked: 'Liked', toast: 'Article liked!' },
  rating: {
    label: 'Rate this article',
    star: (n: number) => `Rate ${n} out of 5 stars`,
    result: (n: number) => `(${n}/5)`,
    toast: 'Thank you for rating!',
    toastDescription: (n: number) => `You rated this article ${n} stars`,
  },
  comments: {
    toggle: 'Comments',
    heading: 'Comments',
    fieldLabel: 'Add a comment',
    placeholder: 'Share your thoughts...',
    post: 'Post Comment',
    toast: 'Comment posted!',
    empty: 'No comments yet. Be the first to share your thoughts.',
    author: 'Anonymous',
  },
  share: {
    label: 'Share',
    shared: 'Shared successfully!',
    copied: 'Link copied!',
    failed: 'The link could not be copied.',
  },
} as const;
