/** Every file of each signed-in page's code, by "<remote>/<page>" (shell/build/page-files.ts). */
declare module 'virtual:page-files' {
  const files: Record<string, string[]>;
  export default files;
}
