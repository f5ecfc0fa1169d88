// The synopsis, the options and the commands of marienbad(6), from the parameter descriptions.
#include "manual/manual_reference.hpp"

#include <algorithm>
#include <vector>

#include "app/command_line.hpp"
#include "app/game_id_commands.hpp"
#include "catalogue/catalogue.hpp"
#include "games/common_parameters.hpp"
#include "i18n/i18n.hpp"
#include "manual/roff.hpp"
#include "tutor/course_commands.hpp"

namespace marienbad {
namespace {

// A command as the manual shows it: its words after "marienbad", its help, its parameters.
struct ManualCommand {
    std::string words;  // "solve nim"
    std::string help;
    std::vector<ParameterSpec> parameters;
    bool group = false;  // `solve`: its commands follow, the synopsis lists them alone
};

bool positional(const ParameterSpec& spec) {
    return spec.kind == ParameterKind::argument || spec.kind == ParameterKind::arguments;
}

// "\fICODE\fR", "\fIN\fR..." — a positional value as the synopsis and the list show it.
std::string positional_roff(const ParameterSpec& spec) {
    const std::string& name = spec.value_name.empty() ? spec.name : spec.value_name;
    return roff_italic(name) + (spec.kind == ParameterKind::arguments ? "\\&..." : "");
}

// "\fB\-\-columns\fR \fIN\fR": an option's names in bold, then its value in italics.
std::string option_roff(std::string_view names, std::string_view value_name) {
    std::string result;
    std::string_view rest = names;
    while (!rest.empty()) {
        const std::size_t comma = std::min(rest.find(','), rest.size());
        result += (result.empty() ? "" : ", ") + roff_bold(rest.substr(0, comma));
        rest.remove_prefix(std::min(comma + 1, rest.size()));
    }
    if (!value_name.empty()) {
        result += ' ' + roff_italic(value_name);
    }
    return result;
}

std::string parameter_roff(const ParameterSpec& spec) {
    if (positional(spec)) {
        return roff_tagged(positional_roff(spec), spec.help);
    }
    return roff_tagged(option_roff(spec.name, spec.value_name), spec.help);
}

std::vector<ManualCommand> game_commands() {
    std::vector<ManualCommand> commands;
    for (const GameDescription* game : game_descriptions()) {
        commands.push_back({game->name(), game->summary(), own_play_parameters(*game)});
    }
    return commands;
}

std::vector<ManualCommand> other_commands() {
    std::vector<ManualCommand> commands;
    // `play ID`: the id, then the options every game takes (listed once, in the synopsis).
    std::vector<ParameterSpec> play = play_command_parameters();
    play.resize(1);
    commands.push_back({k_play_command, play_command_help(), play});
    for (const CourseCommand& course : course_commands()) {
        commands.push_back({course.name, course.help, course.parameters});
    }
    for (const CommandFamilyDescription& family : command_families()) {
        commands.push_back({family.name, family.summary, {}, true});
        for (const ReportCommand& command : family.commands) {
            commands.push_back(
                {family.name + " " + command.name, command.help, command.parameters});
        }
    }
    for (const ReportCommand& command : report_commands()) {
        commands.push_back({command.name, command.help, command.parameters});
    }
    return commands;
}

std::string synopsis_line(const std::string& words, const std::vector<ParameterSpec>& parameters) {
    std::string line = roff_bold("marienbad " + words);
    const bool has_options =
        std::any_of(parameters.begin(), parameters.end(),
                    [](const ParameterSpec& spec) { return !positional(spec); });
    if (has_options) {
        line += " [" + roff_italic(tr("OPTION")) + "\\&...]";
    }
    for (const ParameterSpec& spec : parameters) {
        if (positional(spec)) {
            line +=
                ' ' + (spec.required ? positional_roff(spec) : "[" + positional_roff(spec) + "]");
        }
    }
    return line + '\n';
}

std::string command_roff(const ManualCommand& command) {
    std::string result = roff_subsection("marienbad " + command.words);
    result += roff_paragraph(command.help);
    for (const ParameterSpec& spec : command.parameters) {
        result += parameter_roff(spec);
    }
    return result;
}

}  // namespace

std::string manual_synopsis() {
    std::string result = roff_bold("marienbad") + " [" + roff_italic(tr("OPTION")) + "\\&...]\n";
    for (const ManualCommand& command : game_commands()) {
        result += roff_break() + synopsis_line(command.words, common_game_parameters());
    }
    for (const ManualCommand& command : other_commands()) {
        if (!command.group) {
            result += roff_break() + synopsis_line(command.words, command.parameters);
        }
    }
    return result;
}

std::string manual_program_options() {
    const ProgramOptions program = program_options();
    std::string result;
    for (const ProgramOption& option : {program.help, program.version, program.language}) {
        result += roff_tagged(option_roff(option.names, option.value_name), option.help);
    }
    for (const ParameterSpec& spec : menu_parameters()) {
        result += parameter_roff(spec);
    }
    return result;
}

std::string manual_commands() {
    std::string result;
    for (const ManualCommand& command : game_commands()) {
        result += command_roff(command);
    }
    result += roff_subsection(tr("Options of every game"));
    result += roff_paragraph(
        tr("Each game (nim, grid, row) also takes these, after its name. A parameter a game needs "
           "and the command line does not give is asked for."));
    for (const ParameterSpec& spec : common_game_parameters()) {
        result += parameter_roff(spec);
    }
    for (const ManualCommand& command : other_commands()) {
        result += command_roff(command);
    }
    return result;
}

}  // namespace marienbad
