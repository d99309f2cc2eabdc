import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, link: NonNullable<unknown> }} Notify_Mail_MoreInputs */

const en_notify_mail_more = /** @type {(inputs: Notify_Mail_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`And ${i?.count} more: ${i?.link}`);
	return /** @type {LocalizedString} */ (`And ${i?.count} more: ${i?.link}`)
	
};

const es_notify_mail_more = /** @type {(inputs: Notify_Mail_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Y ${i?.count} más: ${i?.link}`);
	return /** @type {LocalizedString} */ (`Y ${i?.count} más: ${i?.link}`)
	
};

const fr_notify_mail_more = /** @type {(inputs: Notify_Mail_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Et ${i?.count} autre : ${i?.link}`);
	return /** @type {LocalizedString} */ (`Et ${i?.count} autres : ${i?.link}`)
	
};

const it_notify_mail_more = /** @type {(inputs: Notify_Mail_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`E ancora ${i?.count}: ${i?.link}`);
	return /** @type {LocalizedString} */ (`E ancora ${i?.count}: ${i?.link}`)
	
};

const pt_notify_mail_more = /** @type {(inputs: Notify_Mail_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`E mais ${i?.count}: ${i?.link}`);
	return /** @type {LocalizedString} */ (`E mais ${i?.count}: ${i?.link}`)
	
};

const el_notify_mail_more = /** @type {(inputs: Notify_Mail_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Και ${i?.count} ακόμη: ${i?.link}`);
	return /** @type {LocalizedString} */ (`Και ${i?.count} ακόμη: ${i?.link}`)
	
};

const hr_notify_mail_more = /** @type {(inputs: Notify_Mail_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`I još ${i?.count}: ${i?.link}`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`I još ${i?.count}: ${i?.link}`);
	return /** @type {LocalizedString} */ (`I još ${i?.count}: ${i?.link}`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "And {count} more: {link}" |
* | * | "And {count} more: {link}" |
*
* @param {Notify_Mail_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_mail_more = /** @type {((inputs: Notify_Mail_MoreInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Mail_MoreInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_mail_more(inputs)
	if (locale === "fr") return fr_notify_mail_more(inputs)
	if (locale === "it") return it_notify_mail_more(inputs)
	if (locale === "pt") return pt_notify_mail_more(inputs)
	if (locale === "el") return el_notify_mail_more(inputs)
	if (locale === "hr") return hr_notify_mail_more(inputs)
	return en_notify_mail_more(inputs)
});