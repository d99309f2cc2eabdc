import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} People_Tile_CatchesInputs */

const en_people_tile_catches = /** @type {(inputs: People_Tile_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`catch to verify`);
	return /** @type {LocalizedString} */ (`catches to verify`)
	
};

const es_people_tile_catches = /** @type {(inputs: People_Tile_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`captura por verificar`);
	return /** @type {LocalizedString} */ (`capturas por verificar`)
	
};

const fr_people_tile_catches = /** @type {(inputs: People_Tile_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`prise à vérifier`);
	return /** @type {LocalizedString} */ (`prises à vérifier`)
	
};

const it_people_tile_catches = /** @type {(inputs: People_Tile_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`cattura da verificare`);
	return /** @type {LocalizedString} */ (`catture da verificare`)
	
};

const pt_people_tile_catches = /** @type {(inputs: People_Tile_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`captura por verificar`);
	return /** @type {LocalizedString} */ (`capturas por verificar`)
	
};

const el_people_tile_catches = /** @type {(inputs: People_Tile_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`αλίευμα προς επαλήθευση`);
	return /** @type {LocalizedString} */ (`αλιεύματα προς επαλήθευση`)
	
};

const hr_people_tile_catches = /** @type {(inputs: People_Tile_CatchesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`ulov za provjeru`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`ulova za provjeru`);
	return /** @type {LocalizedString} */ (`ulova za provjeru`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "catch to verify" |
* | * | "catches to verify" |
*
* @param {People_Tile_CatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const people_tile_catches = /** @type {((inputs: People_Tile_CatchesInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<People_Tile_CatchesInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_people_tile_catches(inputs)
	if (locale === "fr") return fr_people_tile_catches(inputs)
	if (locale === "it") return it_people_tile_catches(inputs)
	if (locale === "pt") return pt_people_tile_catches(inputs)
	if (locale === "el") return el_people_tile_catches(inputs)
	if (locale === "hr") return hr_people_tile_catches(inputs)
	return en_people_tile_catches(inputs)
});