import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Account_Event_EndedInputs */

const en_account_event_ended = /** @type {(inputs: Account_Event_EndedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ended`);
	return /** @type {LocalizedString} */ (`${i?.count} ended`)
	
};

const es_account_event_ended = /** @type {(inputs: Account_Event_EndedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cerrada`);
	return /** @type {LocalizedString} */ (`${i?.count} cerradas`)
	
};

const fr_account_event_ended = /** @type {(inputs: Account_Event_EndedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} fermée`);
	return /** @type {LocalizedString} */ (`${i?.count} fermées`)
	
};

const it_account_event_ended = /** @type {(inputs: Account_Event_EndedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} chiusa`);
	return /** @type {LocalizedString} */ (`${i?.count} chiuse`)
	
};

const pt_account_event_ended = /** @type {(inputs: Account_Event_EndedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} terminada`);
	return /** @type {LocalizedString} */ (`${i?.count} terminadas`)
	
};

const el_account_event_ended = /** @type {(inputs: Account_Event_EndedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} έκλεισε`);
	return /** @type {LocalizedString} */ (`${i?.count} έκλεισαν`)
	
};

const hr_account_event_ended = /** @type {(inputs: Account_Event_EndedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} odjavljena`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} odjavljene`);
	return /** @type {LocalizedString} */ (`${i?.count} odjavljenih`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} ended" |
* | * | "{count} ended" |
*
* @param {Account_Event_EndedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const account_event_ended = /** @type {((inputs: Account_Event_EndedInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Event_EndedInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_event_ended(inputs)
	if (locale === "fr") return fr_account_event_ended(inputs)
	if (locale === "it") return it_account_event_ended(inputs)
	if (locale === "pt") return pt_account_event_ended(inputs)
	if (locale === "el") return el_account_event_ended(inputs)
	if (locale === "hr") return hr_account_event_ended(inputs)
	return en_account_event_ended(inputs)
});