import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown> }} Dev_Expires_In_DaysInputs */

const en_dev_expires_in_days = /** @type {(inputs: Dev_Expires_In_DaysInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("en", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`In ${i?.days} day`);
	return /** @type {LocalizedString} */ (`In ${i?.days} days`)
	
};

const es_dev_expires_in_days = /** @type {(inputs: Dev_Expires_In_DaysInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("es", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`En ${i?.days} día`);
	return /** @type {LocalizedString} */ (`En ${i?.days} días`)
	
};

const fr_dev_expires_in_days = /** @type {(inputs: Dev_Expires_In_DaysInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("fr", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Dans ${i?.days} jour`);
	return /** @type {LocalizedString} */ (`Dans ${i?.days} jours`)
	
};

const it_dev_expires_in_days = /** @type {(inputs: Dev_Expires_In_DaysInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("it", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Tra ${i?.days} giorno`);
	return /** @type {LocalizedString} */ (`Tra ${i?.days} giorni`)
	
};

const pt_dev_expires_in_days = /** @type {(inputs: Dev_Expires_In_DaysInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("pt", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Em ${i?.days} dia`);
	return /** @type {LocalizedString} */ (`Em ${i?.days} dias`)
	
};

const el_dev_expires_in_days = /** @type {(inputs: Dev_Expires_In_DaysInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("el", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Σε ${i?.days} ημέρα`);
	return /** @type {LocalizedString} */ (`Σε ${i?.days} ημέρες`)
	
};

const hr_dev_expires_in_days = /** @type {(inputs: Dev_Expires_In_DaysInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("hr", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`Za ${i?.days} dan`);
	if (daysPlural === "few") return /** @type {LocalizedString} */ (`Za ${i?.days} dana`);
	return /** @type {LocalizedString} */ (`Za ${i?.days} dana`)
	
};

/**
* | daysPlural | output |
* | --- | --- |
* | "one" | "In {days} day" |
* | * | "In {days} days" |
*
* @param {Dev_Expires_In_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const dev_expires_in_days = /** @type {((inputs: Dev_Expires_In_DaysInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Expires_In_DaysInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dev_expires_in_days(inputs)
	if (locale === "fr") return fr_dev_expires_in_days(inputs)
	if (locale === "it") return it_dev_expires_in_days(inputs)
	if (locale === "pt") return pt_dev_expires_in_days(inputs)
	if (locale === "el") return el_dev_expires_in_days(inputs)
	if (locale === "hr") return hr_dev_expires_in_days(inputs)
	return en_dev_expires_in_days(inputs)
});