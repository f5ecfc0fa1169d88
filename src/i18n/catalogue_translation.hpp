// What the browser's build adds to the translation layer (i18n/i18n.hpp): a catalogue given in
// memory rather than read from a file, as the page fetches the catalogue of a language only when
// that language is first shown.
#pragma once

#include <string>

#include "i18n/i18n.hpp"

namespace marienbad {

// Keeps `bytes` (a compiled .mo catalogue) as the catalogue of `language`: activate_language()
// uses it from now on, wherever its directory says the files are (with no directory, it reads no
// file: a language not given is English). False, and nothing kept, when the bytes are not a
// catalogue. A language given twice keeps its first catalogue.
bool give_catalogue(Language language, std::string bytes);

}  // namespace marienbad
