import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown> }} Competition_Counts_PointsInputs */

const en_competition_counts_points = /** @type {(inputs: Competition_Counts_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("en", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`counts, ${i?.points} point`);
	return /** @type {LocalizedString} */ (`counts, ${i?.points} points`)
	
};

const es_competition_counts_points = /** @type {(inputs: Competition_Counts_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("es", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`puntúa, ${i?.points} punto`);
	return /** @type {LocalizedString} */ (`puntúa, ${i?.points} puntos`)
	
};

const fr_competition_counts_points = /** @type {(inputs: Competition_Counts_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("fr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`compte, ${i?.points} point`);
	return /** @type {LocalizedString} */ (`compte, ${i?.points} points`)
	
};

const it_competition_counts_points = /** @type {(inputs: Competition_Counts_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("it", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`vale, ${i?.points} punto`);
	return /** @type {LocalizedString} */ (`vale, ${i?.points} punti`)
	
};

const pt_competition_counts_points = /** @type {(inputs: Competition_Counts_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("pt", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`conta, ${i?.points} ponto`);
	return /** @type {LocalizedString} */ (`conta, ${i?.points} pontos`)
	
};

const el_competition_counts_points = /** @type {(inputs: Competition_Counts_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("el", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`μετράει, ${i?.points} πόντος`);
	return /** @type {LocalizedString} */ (`μετράει, ${i?.points} πόντοι`)
	
};

const hr_competition_counts_points = /** @type {(inputs: Competition_Counts_PointsInputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("hr", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`boduje se, ${i?.points} bod`);
	if (pointsPlural === "few") return /** @type {LocalizedString} */ (`boduje se, ${i?.points} boda`);
	return /** @type {LocalizedString} */ (`boduje se, ${i?.points} bodova`)
	
};

/**
* | pointsPlural | output |
* | --- | --- |
* | "one" | "counts, {points} point" |
* | * | "counts, {points} points" |
*
* @param {Competition_Counts_PointsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_counts_points = /** @type {((inputs: Competition_Counts_PointsInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Counts_PointsInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_counts_points(inputs)
	if (locale === "fr") return fr_competition_counts_points(inputs)
	if (locale === "it") return it_competition_counts_points(inputs)
	if (locale === "pt") return pt_competition_counts_points(inputs)
	if (locale === "el") return el_competition_counts_points(inputs)
	if (locale === "hr") return hr_competition_counts_points(inputs)
	return en_competition_counts_points(inputs)
});