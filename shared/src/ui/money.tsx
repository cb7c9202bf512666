import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { formatPrice } from '../format/format';

interface MoneyProps extends Omit<HTMLChakraProps<'span'>, 'children'> {
  /** In MAD; null or undefined reads 'Prix sur demande'. */
  amount: number | null | undefined;
  /** '-' for a discount, '+' for a surcharge: kept on the amount's line. */
  sign?: '-' | '+';
}

/**
 * Every amount on screen: '59.600,00 MAD' stays on one line whatever the width of its box (a
 * paragraph may otherwise break it anywhere, 'MAD' included, once it is wider than its column).
 */
export function Money({ amount, sign, ...rest }: MoneyProps) {
  return (
    <chakra.span whiteSpace="nowrap" data-money="" {...rest}>
      {sign ?? ''}
      {formatPrice(amount)}
    </chakra.span>
  );
}
