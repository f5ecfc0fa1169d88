// marienbad(6) assembled: title, then the sections in the order man-pages(7) gives them.
#include "manual/manual_page.hpp"

#include "app/command_line.hpp"
#include "i18n/i18n.hpp"
#include "manual/manual_prose.hpp"
#include "manual/manual_reference.hpp"
#include "manual/roff.hpp"

#ifndef MARIENBAD_RELEASE_DATE
#error "MARIENBAD_RELEASE_DATE must be the release's date, YYYY-MM-DD (CMakeLists.txt)"
#endif

namespace marienbad {

std::string manual_page() {
    std::string page =
        ".\\\" marienbad(6), written by marienbad-manual (src/manual) from the program's own\n"
        ".\\\" descriptions. Do not edit: change the sources and rebuild.\n";
    page += roff_title("MARIENBAD", 6, MARIENBAD_RELEASE_DATE, "marienbad " + program_version(),
                       tr("Games"));
    page += roff_section(tr("NAME")) + manual_name();
    page += roff_section(tr("SYNOPSIS")) + manual_synopsis();
    page += roff_section(tr("DESCRIPTION")) + manual_description();
    page += roff_section(tr("OPTIONS")) +
            roff_paragraph(tr("Before a command, or without one. Every command also takes -h, "
                              "--help: its own options.")) +
            manual_program_options();
    page += roff_section(tr("COMMANDS")) + manual_commands();
    page += roff_section(tr("THE TERMINAL INTERFACE")) + manual_terminal_interface();
    page += roff_section(tr("THE WINDOW")) + manual_window();
    page += roff_section(tr("FILES")) + manual_files();
    page += roff_section(tr("ENVIRONMENT")) + manual_environment();
    page += roff_section(tr("EXIT STATUS")) + manual_exit_status();
    page += roff_section(tr("EXAMPLES")) + manual_examples();
    page += roff_section(tr("SEE ALSO")) + manual_see_also();
    return page;
}

}  // namespace marienbad
