export const currencyInputTextEn = {
  notANumberMessage: 'Enter a number, like 1,234.56',
  belowZeroMessage: 'Enter an amount of $0.00 or more',
};
