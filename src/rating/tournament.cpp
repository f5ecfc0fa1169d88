// The rating's games, played on threads; each thread adds its boards' results to its own table,
// and the tables are added at the end: sums of whole numbers, so the result is the same with any
// number of threads, in memory that does not grow with the games. The calling thread plays too and
// tells the limit how far the games are (progress, time, memory) after each of its boards.
#include "rating/tournament.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <exception>
#include <mutex>
#include <thread>

#include "catalogue/catalogue.hpp"

namespace marienbad {
namespace {

// SplitMix64's finaliser: the seed of a board or a game from the rating's seed and its indices.
std::uint64_t mixed(std::uint64_t value) {
    value += 0x9e3779b97f4a7c15ULL;
    value = (value ^ (value >> 30U)) * 0xbf58476d1ce4e5b9ULL;
    value = (value ^ (value >> 27U)) * 0x94d049bb133111ebULL;
    return value ^ (value >> 31U);
}

Random::Seed derived_seed(Random::Seed seed, std::uint64_t board, std::uint64_t game) {
    return mixed(mixed(mixed(seed) ^ board) ^ game);
}

using PairTable = std::vector<std::vector<PairRecord>>;

PairTable empty_table(std::size_t levels) {
    return PairTable(levels, std::vector<PairRecord>(levels));
}

// One game between the levels at seats one and two, `first` moving first; the records of both.
void play_game(const AnySetup& setup, const std::array<Strength, 2>& strengths, Seat first,
               Random random, PairRecord& one, PairRecord& two) {
    auto session =
        make_session(setup, {SeatPlan{false, strengths[0]}, SeatPlan{false, strengths[1]}}, first,
                     std::move(random));
    while (!session->is_over()) {
        PairRecord& mover = session->to_move() == Seat::one ? one : two;
        const AnyMove move = *session->computer_move();
        const MoveVerdict verdict = session->judge(move);
        ++mover.moves;
        if (verdict != MoveVerdict::from_lost_position) {
            ++mover.won_turns;
        }
        if (verdict == MoveVerdict::threw_away_win) {
            ++mover.thrown_away;
        }
        session->play(move);
    }
    ++one.games;
    ++two.games;
    (session->winner() == Seat::one ? one : two).wins += 1;
}

// Every pair of levels on one board, from both sides.
PairTable play_board(const TournamentPlan& plan, int board) {
    const std::size_t count = plan.levels.size();
    PairTable table = empty_table(count);
    Random board_random(derived_seed(plan.seed, static_cast<std::uint64_t>(board), 0));
    const AnySetup setup = plan.game->start(plan.values, board_random).setup;
    std::uint64_t game = 0;
    for (std::size_t i = 0; i < count; ++i) {
        for (std::size_t j = i + 1; j < count; ++j) {
            const std::array<Strength, 2> strengths = {
                Strength::from_level(plan.levels[i], plan.style),
                Strength::from_level(plan.levels[j], plan.style)};
            for (const Seat first : {Seat::one, Seat::two}) {
                ++game;
                play_game(setup, strengths, first,
                          Random(derived_seed(plan.seed, static_cast<std::uint64_t>(board), game)),
                          table[i][j], table[j][i]);
            }
        }
    }
    return table;
}

// Adds `board`'s results to `table`.
void add_board(PairTable& table, const PairTable& board) {
    for (std::size_t i = 0; i < board.size(); ++i) {
        for (std::size_t j = 0; j < board.size(); ++j) {
            table[i][j] += board[i][j];
        }
    }
}

}  // namespace

PairRecord& PairRecord::operator+=(const PairRecord& other) {
    games += other.games;
    wins += other.wins;
    moves += other.moves;
    won_turns += other.won_turns;
    thrown_away += other.thrown_away;
    return *this;
}

PairRecord TournamentResult::total(std::size_t level) const {
    PairRecord sum;
    for (const PairRecord& record : pairs.at(level)) {
        sum += record;
    }
    return sum;
}

int games_on_a_board(std::size_t levels) {
    const auto pairs = static_cast<int>(levels * (levels - 1) / 2);
    return 2 * std::max(pairs, 1);
}

int boards_for(int games, std::size_t levels) {
    const int per_board = games_on_a_board(levels);
    return std::max(1, (games + per_board - 1) / per_board);
}

TournamentResult run_tournament(const TournamentPlan& plan, ComputeLimit* limit) {
    const auto start = std::chrono::steady_clock::now();
    plan.game->check(plan.values);
    TournamentResult result;
    result.levels = plan.levels;
    result.boards = boards_for(plan.games, plan.levels.size());
    result.threads = std::clamp(plan.threads, 1, result.boards);
    std::vector<PairTable> tables(static_cast<std::size_t>(result.threads),
                                  empty_table(plan.levels.size()));
    std::atomic<int> next{0};
    std::atomic<int> finished{0};
    std::exception_ptr failure;
    std::mutex failure_mutex;
    const auto work = [&](std::size_t thread) {
        for (int board = next++; board < result.boards; board = next++) {
            try {
                add_board(tables[thread], play_board(plan, board));
                const int done = ++finished;
                if (thread == 0) {
                    compute_step(limit, static_cast<std::uint64_t>(done),
                                 static_cast<std::uint64_t>(result.boards));
                }
            } catch (...) {
                const std::lock_guard lock(failure_mutex);
                failure = failure ? failure : std::current_exception();
                next = result.boards;
            }
        }
    };
    std::vector<std::thread> threads;
    for (std::size_t t = 1; t < static_cast<std::size_t>(result.threads); ++t) {
        threads.emplace_back(work, t);
    }
    work(0);
    for (std::thread& thread : threads) {
        thread.join();
    }
    if (failure) {
        std::rethrow_exception(failure);
    }
    result.pairs = empty_table(plan.levels.size());
    for (const PairTable& table : tables) {
        add_board(result.pairs, table);
    }
    for (std::size_t i = 0; i < result.pairs.size(); ++i) {
        result.games += result.total(i).games;
    }
    result.games /= 2;
    result.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return result;
}

}  // namespace marienbad
