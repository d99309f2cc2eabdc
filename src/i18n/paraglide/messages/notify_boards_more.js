import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Notify_Boards_MoreInputs */

const en_notify_boards_more = /** @type {(inputs: Notify_Boards_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`And ${i?.count} more board.`);
	return /** @type {LocalizedString} */ (`And ${i?.count} more boards.`)
	
};

const es_notify_boards_more = /** @type {(inputs: Notify_Boards_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Y ${i?.count} clasificación más.`);
	return /** @type {LocalizedString} */ (`Y ${i?.count} clasificaciones más.`)
	
};

const fr_notify_boards_more = /** @type {(inputs: Notify_Boards_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Et ${i?.count} autre classement.`);
	return /** @type {LocalizedString} */ (`Et ${i?.count} autres classements.`)
	
};

const it_notify_boards_more = /** @type {(inputs: Notify_Boards_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`E ancora ${i?.count} classifica.`);
	return /** @type {LocalizedString} */ (`E ancora ${i?.count} classifiche.`)
	
};

const pt_notify_boards_more = /** @type {(inputs: Notify_Boards_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`E mais ${i?.count} classificação.`);
	return /** @type {LocalizedString} */ (`E mais ${i?.count} classificações.`)
	
};

const el_notify_boards_more = /** @type {(inputs: Notify_Boards_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Και ${i?.count} ακόμη κατάταξη.`);
	return /** @type {LocalizedString} */ (`Και ${i?.count} ακόμη κατατάξεις.`)
	
};

const hr_notify_boards_more = /** @type {(inputs: Notify_Boards_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`I još ${i?.count} ljestvica.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`I još ${i?.count} ljestvice.`);
	return /** @type {LocalizedString} */ (`I još ${i?.count} ljestvica.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "And {count} more board." |
* | * | "And {count} more boards." |
*
* @param {Notify_Boards_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_boards_more = /** @type {((inputs: Notify_Boards_MoreInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Boards_MoreInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_boards_more(inputs)
	if (locale === "fr") return fr_notify_boards_more(inputs)
	if (locale === "it") return it_notify_boards_more(inputs)
	if (locale === "pt") return pt_notify_boards_more(inputs)
	if (locale === "el") return el_notify_boards_more(inputs)
	if (locale === "hr") return hr_notify_boards_more(inputs)
	return en_notify_boards_more(inputs)
});