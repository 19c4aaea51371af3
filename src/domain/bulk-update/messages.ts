/** 03/12/2026 10:15 in the data centre's zone, as the change log's messages write a time. */
const stamp = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(',', '');

/** The words of bulk updates, shared by the server and the screen. */
export const BULK_UPDATE_MESSAGES = {
  sheetInvalid: 'Excel sheet name is invalid',
  fileType: 'Choose a .csv or .xlsx file',
  damagedWorkbook: 'The file is not a readable .xlsx workbook',
  formula: 'The row holds a formula; enter the values themselves',
  noFile: 'Choose the file of rows',
  tooLarge: (mb: number) => `The file is larger than ${mb} MB`,
  tooManyRows: (max: number) => `The file has more than ${max} rows`,
  noRows: 'The file has no rows',
  missingColumn: (column: string) => `Column ${column} is missing`,
  emptyCell: (column: string) => `${column} is empty`,
  notNumber: (column: string) => `${column} must be a number greater than 0`,
  notDateTime: (column: string) => `${column} must be a date and time (YYYY-MM-DD HH:mm)`,
  tooLong: (column: string, max: number) => `${column} has more than ${max} characters`,
  scheduleRequired: 'Choose when the update runs',
  schedulePast: 'The time must be in the future',
  fileRefused: 'The file has problems; nothing was queued',
  queued: (rows: number) => `Update queued: ${rows} rows`,
  unknownPid: 'No product with this PID',
  unknownCountry: 'No country with this code',
  notBelowPrice: (price: number) => `The discount price must be below the price (${price})`,
  noDiscount: 'The product has no discount in this country',
  unknownUpc: 'No stock item with this UPC',
  upcNotOfProduct: 'This UPC is not one of the product’s',
  ruleNotFile: 'An update by filter condition takes a rule, not a file',
  queuedByRule: 'Update queued: its products are chosen when it runs',
  noProducts: 'The rule selects no products now',
  tooManyProducts: (max: number) => `The rule selects more than ${max} rows; narrow it`,
  noUpdate: (id: number) => `No bulk update ${id}`,
  withdrawn: 'Update withdrawn: it will not run',
  /** The update's `failure` once withdrawn. */
  withdrawnBy: (name: string) => `Withdrawn by ${name} before its time`,
  notScheduled: 'Only a scheduled update can be withdrawn',
  notWaiting: (status: string) => `This update is ${status}: only one still waiting for its time can be withdrawn`,
  alreadyWithdrawn: 'This update has already been withdrawn',
  /** At or after its time, which reads DD/MM/YYYY HH:mm in the data centre's zone. */
  tooLateToWithdraw: (at: Date, timeZone: string) => `This update was due at ${stamp(at, timeZone)}: it can no longer be withdrawn`,
} as const;
