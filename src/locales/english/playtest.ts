import playtest from '../en/playtest'
import { addEnglish } from '../i18n'

// The English words of the Playtest page, joined to the catalogue when its code loads: imported by every file that uses them.
addEnglish('playtest', playtest)
