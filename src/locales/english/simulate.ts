import simulate from '../en/simulate'
import { addEnglish } from '../i18n'

// The English words of the Simulate page, joined to the catalogue when its code loads: imported by every file that uses them.
addEnglish('simulate', simulate)
