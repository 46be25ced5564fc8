/**
 * An image the build copied onto this site (builder/blog/images.ts makes it; the components only read it, so this
 * file holds no Node code). `src` is the middle-size file; `srcSet` lists every width as "url 800w";
 * `width`/`height` are the source's aspect at the largest width produced (the img attributes reserve its space).
 */
export interface CopiedImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}
