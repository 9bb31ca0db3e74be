import type { Order } from '@/domain/core/records';
import { Block } from './document-parts';

/** Props of {@link RecipientBlock}. */
export interface RecipientBlockProps {
  /** The block's title: 'Ditagihkan kepada' on the invoice, 'Penerima' on the packing label. */
  title: string;
  order: Pick<
    Order,
    'customerName' | 'customerPhone' | 'shippingAddress' | 'postalCode' | 'destination'
  >;
  /** The classes of the buyer's name (bolder and larger on the label). */
  nameClassName: string;
  className?: string;
}

/**
 * The buyer of a printed order document: a {@link Block} with the name, the phone, the
 * address (its line breaks kept), and 'Kode Pos {postal code or -}' with the destination
 * kabupaten/kota when set. Order text is rendered as text.
 */
export function RecipientBlock({ title, order, nameClassName, className }: RecipientBlockProps) {
  return (
    <Block title={title} className={className}>
      <p className={nameClassName}>{order.customerName}</p>
      <p>{order.customerPhone}</p>
      <p className="break-words whitespace-pre-line">{order.shippingAddress}</p>
      <p>
        Kode Pos {order.postalCode || '-'}
        {order.destination && <> · {order.destination}</>}
      </p>
    </Block>
  );
}
