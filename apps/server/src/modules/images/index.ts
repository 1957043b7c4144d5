/** Uploaded images (decision 044): the admin upload route, and the public route serving them. */
export { imageServeRoutes, imageUploadRoutes } from './images-routes.ts';
