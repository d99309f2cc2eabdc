import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Nothing_YetInputs */

const en_notify_nothing_yet = /** @type {(inputs: Notify_Nothing_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing yet: you will find here what happens to your catches, boards and competitions.`)
};

const es_notify_nothing_yet = /** @type {(inputs: Notify_Nothing_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía nada: aquí verás lo que pase con tus capturas, clasificaciones y competiciones.`)
};

const fr_notify_nothing_yet = /** @type {(inputs: Notify_Nothing_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien pour l’instant : vous trouverez ici ce qui arrive à vos prises, classements et compétitions.`)
};

const it_notify_nothing_yet = /** @type {(inputs: Notify_Nothing_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora niente: qui troverai cosa succede alle tue catture, classifiche e gare.`)
};

const pt_notify_nothing_yet = /** @type {(inputs: Notify_Nothing_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda nada: aqui vai encontrar o que acontece às suas capturas, classificações e competições.`)
};

const el_notify_nothing_yet = /** @type {(inputs: Notify_Nothing_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Τίποτα ακόμη: εδώ θα βρίσκετε τι συμβαίνει στις ψαριές, τις κατατάξεις και τους αγώνες σας.`)
};

const hr_notify_nothing_yet = /** @type {(inputs: Notify_Nothing_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Još ništa: ovdje ćete vidjeti što se događa s vašim ulovima, ljestvicama i natjecanjima.`)
};

/**
* | output |
* | --- |
* | "Nothing yet: you will find here what happens to your catches, boards and competitions." |
*
* @param {Notify_Nothing_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const notify_nothing_yet = /** @type {((inputs?: Notify_Nothing_YetInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Nothing_YetInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_nothing_yet(inputs)
	if (locale === "fr") return fr_notify_nothing_yet(inputs)
	if (locale === "it") return it_notify_nothing_yet(inputs)
	if (locale === "pt") return pt_notify_nothing_yet(inputs)
	if (locale === "el") return el_notify_nothing_yet(inputs)
	if (locale === "hr") return hr_notify_nothing_yet(inputs)
	return en_notify_nothing_yet(inputs)
});