import { openHtmlPage, saveTextFile } from '~/platform/save-file'

/** Files and pages a component hands to the user; the browser I/O itself stays in src/api. */
export function useFileExport() {
  return { download: saveTextFile, openPage: openHtmlPage }
}
