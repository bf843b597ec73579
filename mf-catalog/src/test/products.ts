/**
 * Products for the catalogue's tests: every field a product view has, empty or plain unless a test
 * says otherwise (shared with the other workspaces' tests through `@ogulf/contracts/testing`).
 */
export { testProductView as testProduct, testOption } from '@ogulf/contracts/testing';
