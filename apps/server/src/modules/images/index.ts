/** Uploaded images (decision 044): the admin upload route, and the public route serving them. */
export { imageServeRoutes, imageUploadRoutes } from './images-routes.ts';
export {
  acceptImageBodies,
  imageBodyDescription,
  imageBytesOf,
  imageUploadOptions,
} from './image-body.ts';
export { deleteImage, insertImage } from './images-repository.ts';
export { resizeImage } from './upload-image.ts';
