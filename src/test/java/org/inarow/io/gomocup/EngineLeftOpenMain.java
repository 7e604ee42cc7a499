package org.inarow.io.gomocup;

import org.inarow.model.Rules;

/** Starts a fake engine, prints its process id and exits without closing it: the shutdown hook must end it. */
public final class EngineLeftOpenMain {
    private EngineLeftOpenMain() {
    }

    public static void main(String[] args) throws Exception {
        EngineClient engine = EngineClient.start(TestEngines.fake("deaf"), Rules.gomokuFreestyle(15));
        System.out.println(engine.processHandle().pid());
        System.out.flush();
        System.exit(0);
    }
}
