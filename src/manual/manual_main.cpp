// marienbad-manual: writes marienbad(6) in one language, for the build (data/CMakeLists.txt).
//   marienbad-manual LANGUAGE LOCALE_DIRECTORY OUTPUT
// LANGUAGE is en or fr; LOCALE_DIRECTORY holds the compiled catalogues (build/locale).
#include <fstream>
#include <iostream>

#include "i18n/i18n.hpp"
#include "manual/manual_page.hpp"

int main(int argc, char** argv) {
    if (argc != 4) {
        std::cerr << "usage: marienbad-manual en|fr LOCALE_DIRECTORY OUTPUT\n";
        return 2;
    }
    const auto language = marienbad::parse_language(argv[1]);
    if (!language) {
        std::cerr << "marienbad-manual: unknown language " << argv[1] << '\n';
        return 2;
    }
    marienbad::activate_language(*language, argv[2]);
    std::ofstream output(argv[3], std::ios::binary);
    output << marienbad::manual_page();
    output.close();
    if (!output) {
        std::cerr << "marienbad-manual: cannot write " << argv[3] << '\n';
        return 1;
    }
    return 0;
}
