import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Offline_Sign_Out_QuestionInputs */

const en_offline_sign_out_question = /** @type {(inputs: Offline_Sign_Out_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} catch is saved on this phone and not sent yet. Signing out discards it. Sign out anyway?`);
	return /** @type {LocalizedString} */ (`${i?.count} catches are saved on this phone and not sent yet. Signing out discards them. Sign out anyway?`)
	
};

const es_offline_sign_out_question = /** @type {(inputs: Offline_Sign_Out_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura está guardada en este teléfono y aún no se ha enviado. Si cierras sesión, se pierde. ¿Cerrar sesión de todos modos?`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas están guardadas en este teléfono y aún no se han enviado. Si cierras sesión, se pierden. ¿Cerrar sesión de todos modos?`)
	
};

const fr_offline_sign_out_question = /** @type {(inputs: Offline_Sign_Out_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} prise est gardée sur ce téléphone et pas encore envoyée. Si vous vous déconnectez, elle sera supprimée. Se déconnecter quand même ?`);
	return /** @type {LocalizedString} */ (`${i?.count} prises sont gardées sur ce téléphone et pas encore envoyées. Si vous vous déconnectez, elles seront supprimées. Se déconnecter quand même ?`)
	
};

const it_offline_sign_out_question = /** @type {(inputs: Offline_Sign_Out_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cattura è salvata su questo telefono e non è ancora stata inviata. Se esci, andrà persa. Vuoi uscire comunque?`);
	return /** @type {LocalizedString} */ (`${i?.count} catture sono salvate su questo telefono e non sono ancora state inviate. Se esci, andranno perse. Vuoi uscire comunque?`)
	
};

const pt_offline_sign_out_question = /** @type {(inputs: Offline_Sign_Out_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} captura está guardada neste aparelho e ainda não foi enviada. Ao sair, será eliminada. Sair mesmo assim?`);
	return /** @type {LocalizedString} */ (`${i?.count} capturas estão guardadas neste aparelho e ainda não foram enviadas. Ao sair, serão eliminadas. Sair mesmo assim?`)
	
};

const el_offline_sign_out_question = /** @type {(inputs: Offline_Sign_Out_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("el", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ψαριά είναι αποθηκευμένη σε αυτό το τηλέφωνο και δεν έχει σταλεί ακόμη. Αν αποσυνδεθείτε, θα χαθεί. Αποσύνδεση παρ’ όλα αυτά;`);
	return /** @type {LocalizedString} */ (`${i?.count} ψαριές είναι αποθηκευμένες σε αυτό το τηλέφωνο και δεν έχουν σταλεί ακόμη. Αν αποσυνδεθείτε, θα χαθούν. Αποσύνδεση παρ’ όλα αυτά;`)
	
};

const hr_offline_sign_out_question = /** @type {(inputs: Offline_Sign_Out_QuestionInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("hr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ulov spremljen je na ovom telefonu i još nije poslan. Odjavom će se izbrisati. Želite li se ipak odjaviti?`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} ulova spremljena su na ovom telefonu i još nisu poslana. Odjavom će se izbrisati. Želite li se ipak odjaviti?`);
	return /** @type {LocalizedString} */ (`${i?.count} ulova spremljeno je na ovom telefonu i još nije poslano. Odjavom će se izbrisati. Želite li se ipak odjaviti?`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} catch is saved on this phone and not sent yet. Signing out discards it. Sign out anyway?" |
* | * | "{count} catches are saved on this phone and not sent yet. Signing out discards them. Sign out anyway?" |
*
* @param {Offline_Sign_Out_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const offline_sign_out_question = /** @type {((inputs: Offline_Sign_Out_QuestionInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Sign_Out_QuestionInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_sign_out_question(inputs)
	if (locale === "fr") return fr_offline_sign_out_question(inputs)
	if (locale === "it") return it_offline_sign_out_question(inputs)
	if (locale === "pt") return pt_offline_sign_out_question(inputs)
	if (locale === "el") return el_offline_sign_out_question(inputs)
	if (locale === "hr") return hr_offline_sign_out_question(inputs)
	return en_offline_sign_out_question(inputs)
});