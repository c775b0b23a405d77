/** Tests set up orders with their lines the way the orders module writes them. */
export { insertOrderLines } from '#server/modules/orders/order-line-repository.ts';
