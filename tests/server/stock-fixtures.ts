import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/connect.ts';

/** A reply's data as JSON.parse gives it. */
type Json = ReturnType<typeof JSON.parse>;

/**
 * A small catalogue written straight into the tables (the catalogue's own module is not under
 * test here): a tree, a shoe size group with its sizes, and products on the shoe sub-category and
 * on one without a size group.
 */
export async function catalogueFixture(db: Db) {
  const main = await db
    .insertInto('main_categories')
    .values({ created_name: 'Test', name: 'Test Fashion' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const parent = await db
    .insertInto('parent_categories')
    .values({ created_name: 'Test', name: 'Test Men' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const category = await db
    .insertInto('categories')
    .values({ created_name: 'Test', name: 'Footwear', main_category_id: main.id, parent_category_id: parent.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const shoes = await db
    .insertInto('size_groups')
    .values({ created_name: 'Test', name: 'Test EU Shoe' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const other = await db
    .insertInto('size_groups')
    .values({ created_name: 'Test', name: 'Test Letters' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sizes: Record<string, number> = {};
  for (const [i, label] of ['40', '41', '42'].entries()) {
    const size = await db
      .insertInto('sizes')
      .values({ created_name: 'Test', size_group_id: shoes.id, label, display_order: 3 - i })
      .returning('id')
      .executeTakeFirstOrThrow();
    sizes[label] = size.id;
  }
  const m = await db
    .insertInto('sizes')
    .values({ created_name: 'Test', size_group_id: other.id, label: 'M' })
    .returning('id')
    .executeTakeFirstOrThrow();
  sizes.M = m.id;
  const sneakers = await db
    .insertInto('sub_categories')
    .values({ created_name: 'Test', name: 'Sneakers', category_id: category.id, size_group_id: shoes.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bags = await db
    .insertInto('sub_categories')
    .values({ created_name: 'Test', name: 'Bags', category_id: category.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const brand = await db
    .insertInto('brands')
    .values({ created_name: 'Test', brand_name: 'Testbrand' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const product = async (style: string, variant = '', subCategory = sneakers.id) =>
    (
      await db
        .insertInto('products')
        .values({
          created_name: 'Test',
          main_category_id: main.id,
          parent_category_id: parent.id,
          category_id: category.id,
          sub_category_id: subCategory,
          brand_id: brand.id,
          name: `Product ${style}`,
          style,
          variant,
        })
        .returning('p_id')
        .executeTakeFirstOrThrow()
    ).p_id;
  return {
    sizes,
    shoe: await product('RUN100'),
    shoeRed: await product('RUN100', 'RED'),
    other: await product('WALK200'),
    bag: await product('BAG300', '', bags.id),
  };
}

/** Calls as one signed-in user. */
export function client(app: FastifyInstance, token?: string, language?: string) {
  const lang = language ? { 'accept-language': language } : {};
  return async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, query?: Record<string, string>) => {
    const res = await app.inject({
      method,
      url,
      query,
      headers: token ? { authorization: `Bearer ${token}`, ...lang } : lang,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return {
      status: res.statusCode,
      body: res.json() as {
        status: boolean;
        message: string;
        data: Json;
        errors?: { field: string; message: string; key?: string }[];
        key?: string;
      },
    };
  };
}
