// marienbad(6), the manual page, in the active language (i18n/i18n.hpp): the reference part
// from the descriptions that drive --help (manual_reference.hpp) and the prose around it
// (manual_prose.hpp), under the project's version and release date.
#pragma once

#include <string>

namespace marienbad {

// The whole page, as roff (man(7)).
std::string manual_page();

}  // namespace marienbad
