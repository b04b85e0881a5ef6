import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCategoryPage } from "~/components/store/pages.server";
import { CategoryPage, categoryHandle, categoryMeta } from "~/components/store/category-page";

export const meta = categoryMeta("women");
export const handle = categoryHandle;
export const loader = (args: LoaderFunctionArgs) => loadCategoryPage("women", args);
export default CategoryPage;
