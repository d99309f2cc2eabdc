import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ rank: NonNullable<unknown>, name: NonNullable<unknown>, points: NonNullable<unknown> }} Share_PodiumInputs */

const en_share_podium = /** @type {(inputs: Share_PodiumInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("en", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} point`);
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} points`)
	
};

const es_share_podium = /** @type {(inputs: Share_PodiumInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("es", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} punto`);
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} puntos`)
	
};

const fr_share_podium = /** @type {(inputs: Share_PodiumInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("fr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} point`);
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} points`)
	
};

const it_share_podium = /** @type {(inputs: Share_PodiumInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("it", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} punto`);
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} punti`)
	
};

const pt_share_podium = /** @type {(inputs: Share_PodiumInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("pt", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} ponto`);
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} pontos`)
	
};

const el_share_podium = /** @type {(inputs: Share_PodiumInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("el", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} βαθμός`);
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} βαθμοί`)
	
};

const hr_share_podium = /** @type {(inputs: Share_PodiumInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("hr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} bod`);
	if (pointsPlural === "few") return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} boda`);
	return /** @type {LocalizedString} */ (`${i?.rank}. ${i?.name} · ${i?.points} bodova`)
	
};

/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "{rank}. {name} · {points} point" |
* | * | "{rank}. {name} · {points} points" |
*
* @param {Share_PodiumInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const share_podium = /** @type {((inputs: Share_PodiumInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Share_PodiumInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_share_podium(inputs)
	if (locale === "fr") return fr_share_podium(inputs)
	if (locale === "it") return it_share_podium(inputs)
	if (locale === "pt") return pt_share_podium(inputs)
	if (locale === "el") return el_share_podium(inputs)
	if (locale === "hr") return hr_share_podium(inputs)
	return en_share_podium(inputs)
});