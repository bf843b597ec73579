// The route table is shared with the server (head tags, preloads): it lives in @ogulf/contracts,
// on a subpath without zod, and is re-exported here for the front ends.
export { CITY_LANDINGS, isAdminPath, ROUTE_TABLE, type RouteOwner } from '@ogulf/contracts/routes';
