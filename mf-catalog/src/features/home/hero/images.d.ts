/** Pictures imported as assets: rspack hashes the file and the import gives its URL. */
declare module '*.webp' {
  const url: string;
  export default url;
}
