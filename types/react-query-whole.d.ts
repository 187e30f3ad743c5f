/** The whole TanStack Query package under the name the query subset imports it by (webpack.shared.js). */
declare module '@gia/react-query-whole' {
  export * from '@tanstack/react-query';
}
