import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Notify_Boards_TitleInputs */

const en_notify_boards_title = /** @type {(inputs: Notify_Boards_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You were overtaken on ${i?.count} leaderboard`);
	return /** @type {LocalizedString} */ (`You were overtaken on ${i?.count} leaderboards`)
	
};

const es_notify_boards_title = /** @type {(inputs: Notify_Boards_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Te han adelantado en ${i?.count} clasificación`);
	return /** @type {LocalizedString} */ (`Te han adelantado en ${i?.count} clasificaciones`)
	
};

const fr_notify_boards_title = /** @type {(inputs: Notify_Boards_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Vous avez été dépassé dans ${i?.count} classement`);
	return /** @type {LocalizedString} */ (`Vous avez été dépassé dans ${i?.count} classements`)
	
};

const it_notify_boards_title = /** @type {(inputs: Notify_Boards_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Sei stato superato in ${i?.count} classifica`);
	return /** @type {LocalizedString} */ (`Sei stato superato in ${i?.count} classifiche`)
	
};

const pt_notify_boards_title = /** @type {(inputs: Notify_Boards_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Foi ultrapassado em ${i?.count} classificação`);
	return /** @type {LocalizedString} */ (`Foi ultrapassado em ${i?.count} classificações`)
	
};

const el_notify_boards_title = /** @type {(inputs: Notify_Boards_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Σας ξεπέρασαν σε ${i?.count} κατάταξη`);
	return /** @type {LocalizedString} */ (`Σας ξεπέρασαν σε ${i?.count} κατατάξεις`)
	
};

const hr_notify_boards_title = /** @type {(inputs: Notify_Boards_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Prestignuti ste na ${i?.count} ljestvici`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Prestignuti ste na ${i?.count} ljestvice`);
	return /** @type {LocalizedString} */ (`Prestignuti ste na ${i?.count} ljestvica`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You were overtaken on {count} leaderboard" |
* | * | "You were overtaken on {count} leaderboards" |
*
* @param {Notify_Boards_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_boards_title = /** @type {((inputs: Notify_Boards_TitleInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Boards_TitleInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_boards_title(inputs)
	if (locale === "fr") return fr_notify_boards_title(inputs)
	if (locale === "it") return it_notify_boards_title(inputs)
	if (locale === "pt") return pt_notify_boards_title(inputs)
	if (locale === "el") return el_notify_boards_title(inputs)
	if (locale === "hr") return hr_notify_boards_title(inputs)
	return en_notify_boards_title(inputs)
});