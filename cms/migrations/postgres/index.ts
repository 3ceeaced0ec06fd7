import * as migration_20261122_021715_initial from './20261122_021715_initial';
import * as migration_20261122_030139_catalogue from './20261122_030139_catalogue';
import * as migration_20261122_035939_customers from './20261122_035939_customers';
import * as migration_20261122_045139_accounts from './20261122_045139_accounts';
import * as migration_20261122_063218_orders_and_content from './20261122_063218_orders_and_content';
import * as migration_20261122_084331_long_forms from './20261122_084331_long_forms';
import * as migration_20261123_124356_order_titles_units_price_per_kg from './20261123_124356_order_titles_units_price_per_kg';
import * as migration_20261123_133524_media_caption from './20261123_133524_media_caption';
import * as migration_20261124_192619_security_rate_marks from './20261124_192619_security_rate_marks';
import * as migration_20261125_034028_object_storage from './20261125_034028_object_storage';
import * as migration_20261125_072345_locale_parent_indexes from './20261125_072345_locale_parent_indexes';
import * as migration_20261125_073155_spec_numbers from './20261125_073155_spec_numbers';
import * as migration_20261125_080611_price_history_and_alerts from './20261125_080611_price_history_and_alerts';
import * as migration_20261125_082203_weights from './20261125_082203_weights';
import * as migration_20261125_141614_buyer_details from './20261125_141614_buyer_details';
import * as migration_20261125_142621_invoice_settings from './20261125_142621_invoice_settings';
import * as migration_20261125_144306_payment_receipts from './20261125_144306_payment_receipts';
import * as migration_20261205_021159_orderable_and_made_to_order from './20261205_021159_orderable_and_made_to_order';
import * as migration_20261205_150233_freight_rates from './20261205_150233_freight_rates';
import * as migration_20261205_175423_request_for_quotation from './20261205_175423_request_for_quotation';

export const migrations = [
  {
    up: migration_20261122_021715_initial.up,
    down: migration_20261122_021715_initial.down,
    name: '20261122_021715_initial',
  },
  {
    up: migration_20261122_030139_catalogue.up,
    down: migration_20261122_030139_catalogue.down,
    name: '20261122_030139_catalogue',
  },
  {
    up: migration_20261122_035939_customers.up,
    down: migration_20261122_035939_customers.down,
    name: '20261122_035939_customers',
  },
  {
    up: migration_20261122_045139_accounts.up,
    down: migration_20261122_045139_accounts.down,
    name: '20261122_045139_accounts',
  },
  {
    up: migration_20261122_063218_orders_and_content.up,
    down: migration_20261122_063218_orders_and_content.down,
    name: '20261122_063218_orders_and_content',
  },
  {
    up: migration_20261122_084331_long_forms.up,
    down: migration_20261122_084331_long_forms.down,
    name: '20261122_084331_long_forms',
  },
  {
    up: migration_20261123_124356_order_titles_units_price_per_kg.up,
    down: migration_20261123_124356_order_titles_units_price_per_kg.down,
    name: '20261123_124356_order_titles_units_price_per_kg',
  },
  {
    up: migration_20261123_133524_media_caption.up,
    down: migration_20261123_133524_media_caption.down,
    name: '20261123_133524_media_caption',
  },
  {
    up: migration_20261124_192619_security_rate_marks.up,
    down: migration_20261124_192619_security_rate_marks.down,
    name: '20261124_192619_security_rate_marks',
  },
  {
    up: migration_20261125_034028_object_storage.up,
    down: migration_20261125_034028_object_storage.down,
    name: '20261125_034028_object_storage',
  },
  {
    up: migration_20261125_072345_locale_parent_indexes.up,
    down: migration_20261125_072345_locale_parent_indexes.down,
    name: '20261125_072345_locale_parent_indexes',
  },
  {
    up: migration_20261125_073155_spec_numbers.up,
    down: migration_20261125_073155_spec_numbers.down,
    name: '20261125_073155_spec_numbers',
  },
  {
    up: migration_20261125_080611_price_history_and_alerts.up,
    down: migration_20261125_080611_price_history_and_alerts.down,
    name: '20261125_080611_price_history_and_alerts',
  },
  {
    up: migration_20261125_082203_weights.up,
    down: migration_20261125_082203_weights.down,
    name: '20261125_082203_weights',
  },
  {
    up: migration_20261125_141614_buyer_details.up,
    down: migration_20261125_141614_buyer_details.down,
    name: '20261125_141614_buyer_details',
  },
  {
    up: migration_20261125_142621_invoice_settings.up,
    down: migration_20261125_142621_invoice_settings.down,
    name: '20261125_142621_invoice_settings',
  },
  {
    up: migration_20261125_144306_payment_receipts.up,
    down: migration_20261125_144306_payment_receipts.down,
    name: '20261125_144306_payment_receipts',
  },
  {
    up: migration_20261205_021159_orderable_and_made_to_order.up,
    down: migration_20261205_021159_orderable_and_made_to_order.down,
    name: '20261205_021159_orderable_and_made_to_order',
  },
  {
    up: migration_20261205_150233_freight_rates.up,
    down: migration_20261205_150233_freight_rates.down,
    name: '20261205_150233_freight_rates',
  },
  {
    up: migration_20261205_175423_request_for_quotation.up,
    down: migration_20261205_175423_request_for_quotation.down,
    name: '20261205_175423_request_for_quotation'
  },
];
