// Pages live in the top-level content/ folder, not under site/: the rules text is the
// project's first layer (content → machines → widgets → site), so it sits at the top.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { docsSchema } from '@astrojs/starlight/schema';

export const collections = {
  docs: defineCollection({
    loader: glob({ base: './content', pattern: '**/[^_]*.{md,mdx}' }),
    schema: docsSchema(),
  }),
};
