/** Plain JSON data: what state, moves, views, options and messages are made of. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
