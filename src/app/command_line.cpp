// The command line, defined with CLI11 from the parameter descriptions. CLI11 finds the commands
// and options and keeps their values as text; the commands convert them (games/parameters.hpp).
// CLI11's own messages are in English and not ours to parse: an option given twice, a required
// option left out and a value missing are found here from what CLI11 counted, and said in the
// player's language.
#include "app/command_line.hpp"

#include <CLI/CLI.hpp>
#include <cstring>
#include <deque>
#include <limits>
#include <set>
#include <string_view>
#include <unordered_map>

#include "app/bench_command.hpp"
#include "app/game_id_commands.hpp"
#include "app/progress_command.hpp"
#include "app/replay_command.hpp"
#include "catalogue/catalogue.hpp"
#include "core/excerpt.hpp"
#include "games/common_parameters.hpp"
#include "games/option_values.hpp"
#include "games/usage_error.hpp"
#include "rating/rate_command.hpp"
#include "reports/game_tools.hpp"
#include "reports/misere_command.hpp"
#include "reports/octal_command.hpp"
#include "reports/solve_octal_command.hpp"
#include "text/number_list.hpp"
#include "tutor/course_commands.hpp"

namespace marienbad {
namespace {

// The most characters kept of a message of CLI11's own, which may quote an argument.
constexpr std::size_t k_most_cli11_characters = 200;

void translate_help_labels(CLI::App& app) {
    auto formatter = app.get_formatter();
    formatter->label("Usage", tr("Usage"));
    formatter->label("OPTIONS", tr("OPTIONS"));
    formatter->label("SUBCOMMAND", tr("COMMAND"));
    formatter->label("SUBCOMMANDS", tr("COMMANDS"));
    formatter->label("Options", tr("Options"));
    formatter->label("Positionals", tr("Arguments"));
    formatter->label("REQUIRED", tr("REQUIRED"));
    formatter->label("Excludes", tr("Excludes"));
    formatter->label("TEXT", tr("TEXT"));
    formatter->column_width(34);
}

// One command's parameters bound to CLI11: where it writes their values, and what it counted.
class Binding {
  public:
    Binding(CLI::App& command, std::vector<ParameterSpec> specs)
        : command_(command), specs_(std::move(specs)) {
        for (const ParameterSpec& spec : specs_) {
            Slot& slot = slots_.emplace_back();
            switch (spec.kind) {
                case ParameterKind::flag:
                    // A flag takes no value: `--misere=no` is refused, not read as --misere.
                    slot.option =
                        command.add_flag(spec.name, slot.flag, spec.help)->disable_flag_override();
                    break;
                case ParameterKind::arguments:
                    slot.option = command.add_option(spec.name, slot.texts, spec.help);
                    break;
                case ParameterKind::argument:
                    slot.option = command.add_option(spec.name, slot.text, spec.help);
                    break;
                case ParameterKind::number:
                case ParameterKind::text:
                    // Counted rather than refused by CLI11, to say it ourselves.
                    slot.option = command.add_option(spec.name, slot.text, spec.help)
                                      ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
                    break;
            }
            if (!spec.value_name.empty()) {
                slot.option->type_name(spec.value_name);
            }
            slot.option->required(spec.required);
        }
    }

    bool parsed() const { return command_.parsed(); }
    const std::vector<ParameterSpec>& specs() const { return specs_; }

    // A required option left out, if any.
    std::optional<std::string> missing() const {
        for (std::size_t i = 0; i < specs_.size(); ++i) {
            if (specs_[i].required && slots_[i].option->count() == 0) {
                return specs_[i].name;
            }
        }
        return std::nullopt;
    }

    ParameterValues values() const {
        ParameterValues values(specs_);
        for (std::size_t i = 0; i < specs_.size(); ++i) {
            const ParameterSpec& spec = specs_[i];
            const Slot& slot = slots_[i];
            // Every option once, a flag too (`--json --json`); only arguments come in numbers.
            if (slot.option->count() > 1 && spec.kind != ParameterKind::arguments) {
                throw UsageError(trf("{0}: given more than once", spec.name));
            }
            if (slot.option->count() > 0) {
                if (spec.kind == ParameterKind::arguments) {
                    values.give_all(spec.name, slot.texts);
                } else {
                    values.give(spec.name, slot.text);
                }
            }
        }
        if (const auto name = missing()) {
            throw UsageError(trf("{0} is required", *name));
        }
        return values;
    }

  private:
    struct Slot {
        std::string text;
        std::vector<std::string> texts;
        bool flag = false;
        CLI::Option* option = nullptr;
    };

    CLI::App& command_;
    std::vector<ParameterSpec> specs_;
    std::deque<Slot> slots_;  // CLI11 keeps their addresses
};

using OptionNames = std::set<std::string, std::less<>>;

// What CLI11's ArgumentMismatch was about, in our words: an option that takes a value given none
// (last, before another option, or as `--seed=`), or a flag given one (`--misere=yes`); nothing
// when it was neither.
std::optional<std::string> mismatch_message(int argc, const char* const* argv,
                                            const OptionNames& value_options,
                                            const OptionNames& flags) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument = argv[i];
        const std::size_t equals = argument.find('=');
        const std::string_view name = argument.substr(0, equals);
        const bool without_value =
            equals == std::string_view::npos
                ? i + 1 == argc || std::string_view(argv[i + 1]).starts_with("--")
                : equals + 1 == argument.size();
        if (value_options.contains(name) && without_value) {
            return trf("{0}: a value is missing", name);
        }
        if (flags.contains(name) && equals != std::string_view::npos) {
            return trf("{0}: takes no value", name);
        }
    }
    return std::nullopt;
}

std::string extras_message(const CLI::App& app, int argc, const char* const* argv) {
    std::vector<std::string> extras = app.remaining(true);
    // In the order they were given: each argument's first place, looked up once (10,000 extra
    // arguments are sorted at once, not compared by searching argv each time).
    std::unordered_map<std::string_view, int> first_place;
    for (int i = argc - 1; i >= 0; --i) {
        first_place[argv[i]] = i;
    }
    const auto position = [&first_place](const std::string& argument) {
        const auto found = first_place.find(argument);
        return found == first_place.end() ? std::numeric_limits<int>::max() : found->second;
    };
    std::stable_sort(extras.begin(), extras.end(),
                     [&](const auto& a, const auto& b) { return position(a) < position(b); });
    // The first few, each cut short, as long as they show at most twice what one excerpt may:
    // the message stays one short line.
    constexpr std::size_t k_most_quoted = 5;
    constexpr std::size_t k_most_shown = 2 * k_excerpt_characters;
    std::vector<std::string> quoted;
    std::size_t shown = 0;
    for (const std::string& extra : extras) {
        std::string one = excerpt(extra);
        shown += character_count(one);
        if (quoted.size() == k_most_quoted || (!quoted.empty() && shown > k_most_shown)) {
            quoted.emplace_back("…");
            break;
        }
        quoted.push_back(std::move(one));
    }
    return ntrf("unexpected argument: {0}", "unexpected arguments: {0}",
                static_cast<long long>(extras.size()), fmt::join(quoted, " "));
}

// Subcommands copy the footer and group of the app they are added to.
CLI::App* add_command(CLI::App& parent, const std::string& name, const std::string& help) {
    CLI::App* command = parent.add_subcommand(name, help);
    command->group(tr("Commands"));
    command->footer("");
    command->get_help_ptr()->group(tr("Options"));
    return command;
}

// The menu's options given before a game's name belong to the game; a report takes none.
void give_menu_options(const ParameterValues& menu_values, CommandLine& command_line) {
    for (const ParameterSpec& spec : menu_values.specs()) {
        if (!menu_values.given(spec.name)) {
            continue;
        }
        if (command_line.kind == CommandLine::Kind::report) {
            throw UsageError(trf("{0}: only for a game or the menu", spec.name));
        }
        if (command_line.values.given(spec.name)) {
            throw UsageError(trf("{0}: given more than once", spec.name));
        }
        command_line.values.give(spec.name, menu_values.text(spec.name));
    }
}

// A command that needs a game after it (`solve`, `rate`), and examples of its use.
struct CommandFamily {
    CLI::App* command = nullptr;
    std::vector<std::string> examples;
};

// What a command runs: a game, a course (`learn`, `puzzle`), a report, or the game an id names.
struct CommandRun {
    const GameDescription* game = nullptr;
    std::optional<CourseKind> course = {};
    ReportCommand report = {};
    bool by_id = false;
};

// Every command the program runs, bound to its parameters.
struct Commands {
    std::deque<Binding> bindings;  // one a command, in the order of `runs`
    std::vector<CommandRun> runs;
    std::vector<CommandFamily> families;  // `solve`, `rate`
};

// The program's help, version and --lang (written to `language`); returns --lang's option.
CLI::Option* declare_program(CLI::App& app, std::string& language) {
    const ProgramOptions options = program_options();
    translate_help_labels(app);
    app.option_defaults()->group(tr("Options"));
    app.set_help_flag(options.help.names, options.help.help);
    app.set_version_flag(options.version.names, "marienbad " + program_version(),
                         options.version.help);
    app.require_subcommand(0, 1);
    app.fallthrough();
    app.footer(
        tr("Without a command, a menu offers the games, their lessons and their puzzles.\n"
           "Run 'marienbad COMMAND --help' for the options of a command."));
    // Counted rather than refused by CLI11, to say it ourselves.
    return app.add_option(options.language.names, language, options.language.help)
        ->type_name(options.language.value_name)
        ->multi_option_policy(CLI::MultiOptionPolicy::TakeLast);
}

// A command a game, `solve` and a command under it a solver, then the reports.
Commands declare_commands(CLI::App& app) {
    Commands commands;
    for (const GameDescription* game : game_descriptions()) {
        CLI::App* command = add_command(app, game->name(), game->summary());
        command->footer(
            tr("During your turn: ? shows a hint, a step further each time; u takes back your last "
               "turn, r plays it again."));
        commands.bindings.emplace_back(*command, play_parameters(*game));
        commands.runs.push_back({game});
    }
    {
        CLI::App* command = add_command(app, k_play_command, play_command_help());
        commands.bindings.emplace_back(*command, play_command_parameters());
        commands.runs.push_back({.by_id = true});
    }
    for (CourseCommand& course : course_commands()) {
        CLI::App* command = add_command(app, course.name, course.help);
        if (!course.kind) {  // `progress`, a report of what was kept
            commands.bindings.emplace_back(*command, course.parameters);
            commands.runs.push_back({nullptr, std::nullopt,
                                     ReportCommand{course.name, course.help,
                                                   std::move(course.parameters), progress_report}});
            continue;
        }
        command->footer(
            tr("During an exercise: ? shows a hint; a move that loses is refused with why it "
               "loses, and you try again."));
        commands.bindings.emplace_back(*command, std::move(course.parameters));
        commands.runs.push_back({nullptr, course.kind});
    }
    for (CommandFamilyDescription& description : command_families()) {
        CommandFamily& family = commands.families.emplace_back();
        family.command = add_command(app, description.name, description.summary);
        if (!description.footer.empty()) {
            family.command->footer(description.footer);
        }
        for (ReportCommand& command : description.commands) {
            family.examples.push_back(command.example);
            commands.bindings.emplace_back(
                *add_command(*family.command, command.name, command.help), command.parameters);
            commands.runs.push_back({nullptr, std::nullopt, std::move(command)});
        }
    }
    for (ReportCommand& command : report_commands()) {
        commands.bindings.emplace_back(*add_command(app, command.name, command.help),
                                       command.parameters);
        commands.runs.push_back({nullptr, std::nullopt, std::move(command)});
    }
    return commands;
}

// Parses with CLI11: the help or the version when asked for; CLI11's errors said in our words
// (UsageError); nothing when the parse went through.
std::optional<CommandLine> parse_or_refuse(CLI::App& app, int argc, const char* const* argv,
                                           const std::deque<Binding>& bindings) {
    CommandLine help;
    help.kind = CommandLine::Kind::help;
    try {
        app.parse(argc, argv);
        return std::nullopt;
    } catch (const CLI::CallForHelp&) {
        help.help_text = app.help();
    } catch (const CLI::CallForAllHelp&) {
        help.help_text = app.help("", CLI::AppFormatMode::All);
    } catch (const CLI::CallForVersion&) {
        help.help_text = "marienbad " + program_version() + "\n";
    } catch (const CLI::ExtrasError&) {
        throw UsageError(extras_message(app, argc, argv));
    } catch (const CLI::ArgumentMismatch& error) {
        OptionNames value_options = {"--lang"};
        OptionNames flags;
        for (const Binding& binding : bindings) {
            for (const ParameterSpec& spec : binding.specs()) {
                if (spec.kind == ParameterKind::number || spec.kind == ParameterKind::text) {
                    value_options.insert(spec.name);
                } else if (spec.kind == ParameterKind::flag) {
                    flags.insert(spec.name);
                }
            }
        }
        throw UsageError(
            mismatch_message(argc, argv, value_options, flags).value_or(one_line(error.what())));
    } catch (const CLI::RequiredError& error) {
        for (const Binding& binding : bindings) {
            if (const auto name = binding.missing(); name && binding.parsed()) {
                throw UsageError(trf("{0} is required", *name));
            }
        }
        throw UsageError(one_line(error.what()));
    } catch (const CLI::ParseError& error) {
        std::string message = error.what();
        std::replace(message.begin(), message.end(), '\n', ' ');
        throw UsageError(excerpt(message, k_most_cli11_characters));
    }
    return help;
}

// The command parsed and its values; the menu when none was.
CommandLine chosen_command(const Commands& commands, const ParameterValues& menu_values) {
    CommandLine result;
    for (std::size_t i = 0; i < commands.bindings.size(); ++i) {
        if (commands.bindings[i].parsed()) {
            result.values = commands.bindings[i].values();
            result.game = commands.runs[i].game;
            if (commands.runs[i].by_id) {
                PlayById played = play_by_id(result.values);
                result.game = played.game;
                result.setup = std::move(played.setup);
                result.values = std::move(played.values);
            }
            result.course = commands.runs[i].course;
            result.report = commands.runs[i].report;
            result.kind = result.game != nullptr ? CommandLine::Kind::play
                          : result.course        ? CommandLine::Kind::course
                                                 : CommandLine::Kind::report;
            give_menu_options(menu_values, result);
            return result;
        }
    }
    for (const CommandFamily& family : commands.families) {
        if (family.command->parsed()) {
            throw UsageError(trf("{0}: say which game, e.g. {1}", family.command->get_name(),
                                 list_of_alternatives(family.examples)));
        }
    }
    result.values = menu_values;
    return result;
}

// `solve GAME` for every game, and `solve octal` (sums of octal heaps).
std::vector<ReportCommand> solve_commands() {
    std::vector<ReportCommand> commands;
    for (const GameTools* tools : game_tools()) {
        commands.push_back(tools->solve_command());
    }
    commands.push_back(solve_octal_command());
    return commands;
}

}  // namespace

ProgramOptions program_options() {
    return {{"-h,--help", "", tr("print this help and exit")},
            {"--version", "", tr("print the version and exit")},
            {"--lang", "en|fr", tr("language: en or fr (default: from the locale)")}};
}

std::string program_version() {
    return MARIENBAD_VERSION;
}

std::vector<CommandFamilyDescription> command_families() {
    return {{"solve", tr("solve a position: who wins, and every winning move"), solve_commands()},
            {"rate",
             // xgettext:no-c-format
             tr("rate the computer's levels: each against the others on a game's boards, with "
                "scores, 95% intervals and Elo ratings"),
             rate_commands(), rate_options_help()}};
}

std::vector<ReportCommand> report_commands() {
    return {octal_command(),
            misere_command(),
            replay_command(),
            {"bench",
             tr("time the solvers on fixed positions"),
             {},
             [](const ParameterValues&, const ReportContext&) { return run_bench(); }}};
}

std::optional<Language> find_language_option(int argc, const char* const* argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view argument = argv[i];
        if (argument == "--lang" && i + 1 < argc) {
            return parse_language(argv[i + 1]);
        }
        if (argument.starts_with("--lang=")) {
            return parse_language(argument.substr(std::strlen("--lang=")));
        }
    }
    return std::nullopt;
}

CommandLine parse_command_line(int argc, const char* const* argv) {
    CLI::App app(tr("Marienbad: games of Nim against a computer that can play perfectly."),
                 "marienbad");
    std::string language;
    CLI::Option* lang = declare_program(app, language);
    // The menu's options; a game takes them after its name too.
    const Binding menu_binding(app, menu_parameters());
    Commands commands = declare_commands(app);

    // `solve ID` as its game's `solve`.
    const std::vector<std::string> arguments =
        with_solve_id_expanded(std::vector<std::string>(argv, argv + argc));
    std::vector<const char*> expanded;
    for (const std::string& argument : arguments) {
        expanded.push_back(argument.c_str());
    }
    argc = static_cast<int>(expanded.size());
    argv = expanded.data();
    if (auto early = parse_or_refuse(app, argc, argv, commands.bindings)) {
        return std::move(*early);
    }
    if (lang->count() > 1) {
        throw UsageError(trf("{0}: given more than once", "--lang"));
    }
    if (lang->count() > 0) {
        parse_language_option("--lang", language);
    }
    return chosen_command(commands, menu_binding.values());
}

}  // namespace marienbad
