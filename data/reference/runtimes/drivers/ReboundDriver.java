// Runs Rebound's own Spring (rebound-core) on the springs of ../springs.csv,
// one BaseSpringSystem.loop per display frame, and prints the value after
// each; also prints Rebound's conversions from Origami values and from
// bounciness/speed. make-data.sh compiles it together with the fetched
// rebound-core sources (nothing of Rebound is kept next to this file).
import com.facebook.rebound.BaseSpringSystem;
import com.facebook.rebound.Spring;
import com.facebook.rebound.SpringConfig;
import com.facebook.rebound.SpringLooper;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.List;

public class ReboundDriver {
    /** A looper that does nothing: the driver calls loop() itself. */
    static final class ManualLooper extends SpringLooper {
        @Override public void start() {}
        @Override public void stop() {}
    }

    public static void main(String[] arguments) throws Exception {
        if (arguments[1].equals("frames")) frames(arguments[0]);
        else conversions();
    }

    /**
     * Frame k is shown at k·1000/fps ms; like Rebound's Android loopers, which
     * read SystemClock.uptimeMillis(), each loop gets the whole milliseconds
     * elapsed since the previous frame.
     */
    static void frames(String springsPath) throws Exception {
        List<String> lines = Files.readAllLines(Paths.get(springsPath));
        System.out.println("id,frame,timestamp,value,atRest");
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split(",");
            String id = cells[0];
            double mass = Double.parseDouble(cells[1]), stiffness = Double.parseDouble(cells[2]);
            double damping = Double.parseDouble(cells[3]), velocity = Double.parseDouble(cells[4]);
            double distance = Double.parseDouble(cells[5]), fps = Double.parseDouble(cells[6]);
            BaseSpringSystem system = new BaseSpringSystem(new ManualLooper());
            Spring spring = system.createSpring();
            // Rebound's springs have unit mass: its tension and friction are k/m and c/m.
            spring.setSpringConfig(new SpringConfig(stiffness / mass, damping / mass));
            spring.setCurrentValue(0);
            spring.setEndValue(distance);
            spring.setVelocity(velocity * distance);
            System.out.println(id + ",0,0," + repr(spring.getCurrentValue()) + ",0");
            long previous = 0;
            for (int k = 1; k <= 20 * fps; k++) {
                double timestamp = k * 1000 / fps;
                long now = (long) Math.floor(timestamp);
                system.loop(now - previous);
                previous = now;
                boolean atRest = spring.isAtRest();
                System.out.println(id + "," + k + "," + repr(timestamp) + "," + repr(spring.getCurrentValue())
                    + "," + (atRest ? 1 : 0));
                if (atRest) break;
            }
        }
    }

    static void conversions() {
        System.out.println("form,a,b,tension,friction");
        double[][] origami = {{40, 7}, {0, 0}, {30, 8}, {100, 20}, {12.5, 3.2}};
        for (double[] pair : origami) {
            SpringConfig config = SpringConfig.fromOrigamiTensionAndFriction(pair[0], pair[1]);
            System.out.println("origami," + repr(pair[0]) + "," + repr(pair[1]) + "," + repr(config.tension) + ","
                + repr(config.friction));
        }
        double[][] bouncy = {{4, 12}, {0, 0}, {10, 10}, {20, 20}, {5, 3}, {15, 40}, {1, 25.5}};
        for (double[] pair : bouncy) {
            SpringConfig config = SpringConfig.fromBouncinessAndSpeed(pair[0], pair[1]);
            System.out.println("bouncy," + repr(pair[0]) + "," + repr(pair[1]) + "," + repr(config.tension) + ","
                + repr(config.friction));
        }
    }

    /** The shortest decimal that reads back as the same double. */
    static String repr(double value) { return Double.toString(value); }
}
