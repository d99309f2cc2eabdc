import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Nav_UnreadInputs */

const en_nav_unread = /** @type {(inputs: Nav_UnreadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Notifications: ${i?.count} unread`);
	return /** @type {LocalizedString} */ (`Notifications: ${i?.count} unread`)
	
};

const es_nav_unread = /** @type {(inputs: Nav_UnreadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Notificaciones: ${i?.count} sin leer`);
	return /** @type {LocalizedString} */ (`Notificaciones: ${i?.count} sin leer`)
	
};

const fr_nav_unread = /** @type {(inputs: Nav_UnreadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Notifications : ${i?.count} non lue`);
	return /** @type {LocalizedString} */ (`Notifications : ${i?.count} non lues`)
	
};

const it_nav_unread = /** @type {(inputs: Nav_UnreadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Notifiche: ${i?.count} non letta`);
	return /** @type {LocalizedString} */ (`Notifiche: ${i?.count} non lette`)
	
};

const pt_nav_unread = /** @type {(inputs: Nav_UnreadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Notificações: ${i?.count} não lida`);
	return /** @type {LocalizedString} */ (`Notificações: ${i?.count} não lidas`)
	
};

const el_nav_unread = /** @type {(inputs: Nav_UnreadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ειδοποιήσεις: ${i?.count} μη αναγνωσμένη`);
	return /** @type {LocalizedString} */ (`Ειδοποιήσεις: ${i?.count} μη αναγνωσμένες`)
	
};

const hr_nav_unread = /** @type {(inputs: Nav_UnreadInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Obavijesti: ${i?.count} nepročitana`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Obavijesti: ${i?.count} nepročitane`);
	return /** @type {LocalizedString} */ (`Obavijesti: ${i?.count} nepročitanih`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Notifications: {count} unread" |
* | * | "Notifications: {count} unread" |
*
* @param {Nav_UnreadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const nav_unread = /** @type {((inputs: Nav_UnreadInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_UnreadInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_unread(inputs)
	if (locale === "fr") return fr_nav_unread(inputs)
	if (locale === "it") return it_nav_unread(inputs)
	if (locale === "pt") return pt_nav_unread(inputs)
	if (locale === "el") return el_nav_unread(inputs)
	if (locale === "hr") return hr_nav_unread(inputs)
	return en_nav_unread(inputs)
});