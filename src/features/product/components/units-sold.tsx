import { useUnitsSold } from '../api/use-units-sold';

/** `Terjual N` (units in orders not Cancelled); nothing while it loads or when it cannot be read. */
export function UnitsSold({ productId }: { productId: number }) {
  const { data: units } = useUnitsSold(productId);
  if (units === undefined) return null;
  return <p>Terjual {units.toLocaleString('id-ID')}</p>;
}
