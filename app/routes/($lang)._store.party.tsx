import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadCategoryPage } from "~/components/store/pages.server";
import { CategoryPage, categoryHandle, categoryMeta } from "~/components/store/category-page";

export const meta = categoryMeta("party");
export const handle = categoryHandle;
export const loader = (args: LoaderFunctionArgs) => loadCategoryPage("party", args);
export default CategoryPage;
