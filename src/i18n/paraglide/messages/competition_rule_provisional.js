import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Competition_Rule_ProvisionalInputs */

const en_competition_rule_provisional = /** @type {(inputs: Competition_Rule_ProvisionalInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("en", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Results are provisional for ${i?.hours} hour after the end: entrants may protest, then they are final.`);
	return /** @type {LocalizedString} */ (`Results are provisional for ${i?.hours} hours after the end: entrants may protest, then they are final.`)
	
};

const es_competition_rule_provisional = /** @type {(inputs: Competition_Rule_ProvisionalInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("es", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Los resultados son provisionales durante ${i?.hours} hora tras el final: los participantes pueden reclamar y después pasan a ser definitivos.`);
	return /** @type {LocalizedString} */ (`Los resultados son provisionales durante ${i?.hours} horas tras el final: los participantes pueden reclamar y después pasan a ser definitivos.`)
	
};

const fr_competition_rule_provisional = /** @type {(inputs: Competition_Rule_ProvisionalInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("fr", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Les résultats restent provisoires ${i?.hours} heure après la fin : les participants peuvent déposer une réclamation, puis ils deviennent définitifs.`);
	return /** @type {LocalizedString} */ (`Les résultats restent provisoires ${i?.hours} heures après la fin : les participants peuvent déposer une réclamation, puis ils deviennent définitifs.`)
	
};

const it_competition_rule_provisional = /** @type {(inputs: Competition_Rule_ProvisionalInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("it", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`I risultati restano provvisori per ${i?.hours} ora dopo la fine: i partecipanti possono presentare reclamo, poi diventano definitivi.`);
	return /** @type {LocalizedString} */ (`I risultati restano provvisori per ${i?.hours} ore dopo la fine: i partecipanti possono presentare reclamo, poi diventano definitivi.`)
	
};

const pt_competition_rule_provisional = /** @type {(inputs: Competition_Rule_ProvisionalInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("pt", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Os resultados ficam provisórios durante ${i?.hours} hora após o fim: os participantes podem protestar e depois passam a finais.`);
	return /** @type {LocalizedString} */ (`Os resultados ficam provisórios durante ${i?.hours} horas após o fim: os participantes podem protestar e depois passam a finais.`)
	
};

const el_competition_rule_provisional = /** @type {(inputs: Competition_Rule_ProvisionalInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("el", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Τα αποτελέσματα είναι προσωρινά για ${i?.hours} ώρα μετά τη λήξη: οι συμμετέχοντες μπορούν να υποβάλουν ένσταση και μετά γίνονται οριστικά.`);
	return /** @type {LocalizedString} */ (`Τα αποτελέσματα είναι προσωρινά για ${i?.hours} ώρες μετά τη λήξη: οι συμμετέχοντες μπορούν να υποβάλουν ένσταση και μετά γίνονται οριστικά.`)
	
};

const hr_competition_rule_provisional = /** @type {(inputs: Competition_Rule_ProvisionalInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("hr", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Rezultati su privremeni ${i?.hours} sat nakon završetka: natjecatelji mogu podnijeti prigovor, a zatim su konačni.`);
	if (hoursPlural === "few") return /** @type {LocalizedString} */ (`Rezultati su privremeni ${i?.hours} sata nakon završetka: natjecatelji mogu podnijeti prigovor, a zatim su konačni.`);
	return /** @type {LocalizedString} */ (`Rezultati su privremeni ${i?.hours} sati nakon završetka: natjecatelji mogu podnijeti prigovor, a zatim su konačni.`)
	
};

/**
* | hoursPlural | output |
* | --- | --- |
* | "one" | "Results are provisional for {hours} hour after the end: entrants may protest, then they are final." |
* | * | "Results are provisional for {hours} hours after the end: entrants may protest, then they are final." |
*
* @param {Competition_Rule_ProvisionalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }} options
* @returns {LocalizedString}
*/
export const competition_rule_provisional = /** @type {((inputs: Competition_Rule_ProvisionalInputs, options?: { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Competition_Rule_ProvisionalInputs, { locale?: "en" | "es" | "fr" | "it" | "pt" | "el" | "hr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_competition_rule_provisional(inputs)
	if (locale === "fr") return fr_competition_rule_provisional(inputs)
	if (locale === "it") return it_competition_rule_provisional(inputs)
	if (locale === "pt") return pt_competition_rule_provisional(inputs)
	if (locale === "el") return el_competition_rule_provisional(inputs)
	if (locale === "hr") return hr_competition_rule_provisional(inputs)
	return en_competition_rule_provisional(inputs)
});