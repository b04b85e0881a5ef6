/** The validators of the Stock screen: the scan list, the stock file, and the Apply form of a previewed file. */
import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";
import { STOCK_FILE_MAX_BYTES } from "~/lib/stock-limits";
import { scanListSchema, stockApplySchema, stockScanSchema } from "~/lib/stock-schemas";
import { sayInvalid } from "~/lib/validation-messages";
import { chosenFiles } from "./validators";

export const stockScanValidator = withZod(stockScanSchema);
/** The scan list that the file forms carry beside their own fields. */
export const scanListValidator = withZod(scanListSchema);
export const stockApplyValidator = withZod(stockApplySchema);

/** One CSV file, within the size the API takes; what it holds is the API's to read. */
export const stockFileValidator = withZod(
  z.object({
    file: z.preprocess(
      (value) => chosenFiles(value)[0] ?? null,
      z
        .custom<File>((value) => value !== null, sayInvalid.required("file"))
        .refine((file) => file.size <= STOCK_FILE_MAX_BYTES, sayInvalid.fileMaxSize("file", STOCK_FILE_MAX_BYTES)),
    ),
  }),
);
