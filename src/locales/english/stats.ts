import stats from '../en/stats'
import { addEnglish } from '../i18n'

// The English words of the deck editor's Stats tab, joined to the catalogue when its code loads: imported by every file that uses them.
addEnglish('stats', stats)
