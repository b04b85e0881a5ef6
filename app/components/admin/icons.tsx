import { useI18n } from "~/components/i18n";
import type { Device } from "~/lib/format";

const paths: Record<Device, string> = {
  // Simple outline glyphs drawn for this project (24×24 grid).
  desktop: "M3 4h18v12H3z M8 20h8 M12 16v4",
  tablet: "M6 2h12a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z M11 18h2",
  mobile: "M8 2h8a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1z M11 18h2",
};

const deviceLabel: Record<Device, "device.desktop" | "device.tablet" | "device.mobile"> = {
  desktop: "device.desktop",
  tablet: "device.tablet",
  mobile: "device.mobile",
};

/** The device icon of a message, named for screen readers. */
export function DeviceIcon({ device }: { device: Device }) {
  const { t } = useI18n();
  const label = t(deviceLabel[device]);
  return (
    <span className="device-icon" title={label} data-device={device}>
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={paths[device]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

/** A user's picture, or their initials when they have none. */
export function Avatar({
  src,
  name,
  size = 36,
  alt = "",
}: {
  src?: string | null;
  name: string;
  size?: number;
  /** Empty when the name is written beside the picture. */
  alt?: string;
}) {
  if (src) {
    return <img className="rounded-circle object-fit-cover admin-avatar" src={src} alt={alt} width={size} height={size} />;
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join("");
  return (
    <span
      className="rounded-circle admin-avatar admin-avatar-initials"
      style={{ width: size, height: size }}
      role={alt ? "img" : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
    >
      {initials || "?"}
    </span>
  );
}

/** In Stock / Out Stock, derived from the quantity. */
export function StockBadge({ quantity }: { quantity: number | string | null }) {
  const { t } = useI18n();
  const inStock = quantity !== null && Number(quantity) > 0;
  return (
    <span className={`badge ${inStock ? "text-bg-success" : "text-bg-secondary"}`}>
      {inStock ? t("product.inStock") : t("product.outStock")}
    </span>
  );
}

/** SPEC 3: a truthy order status is Done, a falsy one Sending. */
export function OrderStatus({ status }: { status: number }) {
  const { t } = useI18n();
  return status ? (
    <span className="badge text-bg-success">{t("orders.done")}</span>
  ) : (
    <span className="badge text-bg-warning">{t("orders.sending")}</span>
  );
}

/**
 * "Refused 2 parcels before": the other orders of this telephone number that were refused at the door
 * (docs/decisions/056), flagged on the orders list and in the order's details.
 */
export function RefusalsBadge({ count }: { count: number }) {
  const { t } = useI18n();
  return (
    <span className="badge text-bg-danger" data-testid="order-refusals">
      {t("orders.refusedBefore", { count })}
    </span>
  );
}

/** Some pieces of a delivered order are coming back or back (docs/decisions/058): it stays delivered. */
export function PartlyReturnedBadge() {
  const { t } = useI18n();
  return (
    <span className="badge text-bg-info" data-testid="order-partly-returned">
      {t("returns.partlyReturned")}
    </span>
  );
}

/** An exchange's own order: the courier brings the new piece and takes the old one back. */
export function ExchangeBadge() {
  const { t } = useI18n();
  return (
    <span className="badge text-bg-primary" data-testid="order-exchange-badge">
      {t("returns.kind.exchange")}
    </span>
  );
}
