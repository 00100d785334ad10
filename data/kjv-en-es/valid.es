Y el dios dijo, Dejado nos hombre de marca en nuestra imagen, después de nuestro likeness: y dejado les ha dominion sobre el pez del mar, y sobre la ave del aire, y sobre el ganado, y encima toda la tierra, y sobre cada cosa de arrastrar que creepeth a la tierra.
Y el dios bendecido les, y el dios dijo unto les, Ser fructífero, y multiplicar, y replenish la tierra, y subdue lo: y ha dominion sobre el pez del mar, y sobre la ave del aire, y sobre cada cosa viviente que moveth a la tierra.
Y el hombre dijo, La mujer quien thou gavest para ser conmigo, me di del árbol, y comí.
Unto La mujer dijo, mucho multiplicaré thy sorrow y thy concepción; en sorrow thou shalt trae adelante niños; y thy el deseo será a thy marido, y gobernará encima thee.
Y Abel, él también traído del firstlings de su rebaño y del gordo del mismo. Y el SEÑOR tuvo respeto unto Abel y a su ofrenda:
Y Pathrusim, y Casluhim, (fuera de quien vino Philistim,) y Caphtorim.
Y Serug vivió treinta años, y begat Nahor:
Y Nahor vivió nueve y veinte años, y begat Terah:
Y Parcela lifted arriba de sus ojos, y beheld toda la llanura de Jordania, que lo era bien abrevó cada donde, antes del SEÑOR destruido Sodom y Gomorrah, incluso como el jardín del SEÑOR, como la tierra de Egipto, como thou comest unto Zoar.
Con Chedorlaomer el rey de Elam, y con Tidal rey de naciones, y Amraphel rey de Shinar, y Arioch rey de Ellasar; cuatro reyes con cinco.
Y bendito ser el Dios más alto, el cual hath entregado thine enemigos a thy mano. Y le dio tithes de todo.
Y allí vino dos ángeles a Sodom en incluso; y Lot sentó en la puerta de Sodom: y la parcela que les ve se sublevó para cumplirles; y se inclinó con su cara hacia la tierra;
Y dicho, te ruegas, hermanos, no tan wickedly.
Y Sarah vio el hijo de Hagar el egipcio, el cual tuvo nata unto Abraham, mocking.
Mi señor, hearken unto me: la tierra vale cuatrocientos shekels de plata; qué es aquello betwixt me y thee? Entierra por tanto thy muerto.
Y el primero salió rojo, por todas partes como un peludo garment; y llamaron su nombre Esau.
Y los criados de Isaac digged en el valle, y encontrado allí un bien de saltar agua.
Y Jacob salió de Beersheba, y fue hacia Haran.
Y Jacob dijo unto les, Mis hermanos, whence ser ye? Y dijeron, De Haran somos.
Y dijo unto les, Sabe ye Laban el hijo de Nahor? Y dijeron, le conocemos.
Y Laban tuvo dos hijas: el nombre del mayor era Leah, y el nombre del más joven era Rachel.
Y el hombre aumentó extremadamente, y tuvo mucho ganado, y maidservants, y sirvientes, y camellos, y asnos.
Somos no contados de él desconocidos? Para él hath vendido nos, y hath bastante devorado también nuestro dinero.
Así tener I sido veinte años en thy casa; serví thee catorce años para thy dos hijas, y seis años para thy ganado: y thou hast cambiado mis sueldos diez tiempo.
Y Laban lo llamó Jegarsahadutha: pero Jacob lo llamó Galeed.
Y Esau dicho, he bastante, mi hermano; mantiene que thou hast unto thyself.
Y Jacob journeyed a Succoth, y le construyó una casa, e hizo cabinas para su ganado: por eso el nombre del sitio se apellida Succoth.
Pero en esto consentimos unto te: Si ye será tan nosotros ser, que cada macho de ti ser circumcised;
Y ellos slew Hamor y Shechem su hijo con el borde de la espada, y tomó Dinah fuera de Shechem casa, y salió.
Y estos son los niños de Dishon; Hemdan, y Eshban, e ithran, y Cheran.
Y Reuben dijo unto les, Derramado ninguna sangre, pero lanzado le a esta fosa que es en el wilderness, y poner ninguna mano a él; aquello le podría librar fuera de sus manos, para entregarle a su padre otra vez.
Y el Midianites le vendió a Egipto unto Potiphar, un agente de Faraón es, y capitán del guardia.
Y durmió y soñó el segundo tiempo: y, behold, siete orejas de maíz vinieron arriba a uno stalk, fila y bueno.
Y cuándo habían comido les arriba, no podría ser sabido que habían comido les; pero siguieron enfermo favorecidos, tan al principio. Así que desperté.
Esto es la cosa qué I ha hablado unto Faraón: Qué Dios está a punto de hacer él sheweth unto Faraón.
De ahora en adelante ye será probado: Por la vida de Faraón ye no irá adelante de ahí, excepto vuestro hermano más joven viene hither.
E Israel dijo, Wherefore trató ye tan enfermo conmigo, como para decir el hombre si ye hubo todavía un hermano?
Para exceptúa habíamos persistido, seguramente ahora habíamos regresado este segundo tiempo.
Y Judah dijo, Qué decimos unto mi señor? Qué hablamos? O cómo prpers aclaramos? Dios hath descubierto la iniquidad de thy criados: behold, somos mi señor criados, tanto nosotros, y él también con quien la copa está encontrada.
Y Jacob Faraón bendito, y salió de antes de que Faraón.
Dan juzgará sus personas, como uno de las tribus de Israel.
La compra del campo y de la cueva que es therein era de los niños de Heth.
Así que ye decir unto Joseph, Perdona, ruego thee ahora, el entrar sin autorización de thy hermanos, y su pecado; para ellos unto thee mal: y ahora, rogamos thee, perdonar el entrar sin autorización de los criados del Dios de thy padre. Y Joseph lloró cuándo ellos spake unto le.
Y su hermana estuvo lejos fuera, a ingenio qué sería hecho a él.
Y vino para pasar en proceso de tiempo, que el rey de Egipto murió: y los niños de Israel suspiraron por razón del bondage, y lloraron, y su grito vino arriba de unto Dios por razón del bondage.
Y el dios dijo además unto Moisés, Así shalt thou decir unto los niños de Israel, El Dios de SEÑOR de vuestros padres, el Dios de Abraham, el Dios de Isaac, y el Dios de Jacob, hath me envié unto te: esto es mi nombre para siempre, y esto es mi conmemorativo unto todas las generaciones.
Y dijo, Puesto thine mano a thy bosom otra vez. Y puso su mano a su bosom otra vez; y plucked él fuera de su bosom, y, behold, estuvo girado otra vez como su otra carne.
Y las personas creyeron: y cuándo oyeron que el SEÑOR había visitado los niños de Israel, y que había mirado a su aflicción, entonces inclinaron sus jefas y worshipped.
Y el rey de Egipto dijo unto les, Wherefore ye, Moisés y Aaron, dejados las personas de sus obras? Te coges unto vuestras cargas.
Ye ningún más dar la paja de personas para hacer ladrillo, tan hasta ahora: dejado les ir y reunir paja para ellos.
Y el taskmasters de las personas salieron, y sus agentes, y ellos spake a las personas, refrán, Así saith Faraón, no te daré paja.
Y dijo, A morrow. Y dijo, Ser él según thy palabra: aquel thou mayest sabe que hay ninguno gusta unto el SEÑOR nuestro Dios.
Y yo sever en aquel día la tierra de Goshen, en qué mis personas moran, que ningún enjambre de moscas será allí; hasta el final thou mayest sabe que soy el SEÑOR en el midst de la tierra.
Y vino para pasar, aquello en medianoche el SEÑOR golpeó todo el firstborn en la tierra de Egipto, del firstborn de Faraón que sentado en su trono unto el firstborn del cautivo aquello era en la mazmorra; y todo el firstborn de ganado.
Y será cuándo thy hijo asketh thee en cronometrar para venir, refrán, Qué es esto ? Aquel thou shalt decir unto le, Por fuerza de entregar el SEÑOR nos traje fuera de Egipto, de la casa de bondage:
Para el faraón dirá de los niños de Israel, son entangled en la tierra, el wilderness hath cerrado les en.
Entonces los duques de Edom será asombrado; el muy hombres de Moab, temblando tomará control a ellos; todos los habitantes de Canaan fundirán fuera.
Y vinieron a Elim, dónde era doce wells de agua, y threescore y diez árboles de palma: y ellos encamped allí por las aguas.
Wherefore Las personas chide con Moisés, y dicho, Darnos agua que podemos beber. Y Moisés dijo unto les, Por qué chide ye conmigo? wherefore ye Tentar el SEÑOR?
Para toda manera de entrar sin autorización, si lo ser para ox, para asno, para ovejas, para raiment, o para cualquier manera de cosa perdida, el cual otro challengeth para ser su, la causa de ambas fiestas vendrá antes de los jueces; y quien los jueces condenarán, pagará doble unto su vecino.
Y mi ira la cera caliente, y mataré tú con la espada; y vuestras mujeres serán widows, y vuestros niños fatherless.
Y en todas las cosas que he dicho unto te ser circumspect: y hacer ningún mencionar del nombre de otros dioses, tampoco dejados lo ser oídos fuera de thy boca.
Y tomó el libro del covenant, y leído en la audiencia de las personas: y dijeron, Todo que el SEÑOR hath dicho nosotros , y ser obedientes.
Y sabrán que soy el SEÑOR su Dios, aquello les trajo adelante fuera de la tierra de Egipto, que puedo morar entre ellos: soy el SEÑOR su Dios.
Whosoever compoundeth A Cualquiera le gusta, o whosoever putteth cualquiera de él a un desconocido, incluso será cortado fuera de sus personas.
Y la mesa y su mobiliario, y el puro candlestick con todo su mobiliario, y el altar de incienso,
Y vendrá para pasar, mientras mi gloria passeth por, que pondré thee en un clift del rock, y cubrirá thee con mi mano mientras paso de largo:
Toma ye de entre ti una ofrenda unto el SEÑOR: whosoever es de un corazón dispuesto, dejado le traerlo, una ofrenda del SEÑOR; oro, y plata, y latón,
Y huesos de ónix, y huesos para ser puestos para el ephod, y para el breastplate.
Y Moisés llamó Bezaleel y Aholiab, y cada sensato hearted hombre, en de quién corazón el SEÑOR había puesto cordura, incluso cada uno cuyo corazón le barajó hasta venir unto la obra para hacerlo:
La periodo de una cortina era treinta cubits, y cuatro cubits era el breadth de una cortina: las once cortinas eran de una medida.
Y ligaron unto lo un encaje de azul, a fasten lo encima alto a la mitra; como el SEÑOR mandó Moisés.
Y puso el altar de quemó ofrecer por la puerta del tabernacle de la tienda de la congregación, y ofrecido a él la ofrenda quemada y la ofrenda de carne; como el SEÑOR mandó Moisés.
Y cortará él a sus piezas, con su jefa y su grasa: y el sacerdote les pondrá en orden en la madera que es en el disparar cuál es al altar:
Y si el sacrificio quemado para su ofrenda al SEÑOR ser de aves, entonces traerá su ofrenda de turtledoves, o de palomos jóvenes.
Y pondrá su mano a la jefa de la ofrenda de pecado, y slay la ofrenda de pecado en el sitio de la ofrenda quemada.
Y el sacerdote pondrá en su lino garment, y su lino breeches puso a su carne, y tomar arriba de las cenizas qué el fuego hath consumido con la ofrenda quemada en el altar, y les pondrá junto al altar.
Además los pasteles, ofrecerá para su ofreciendo leavened pan con el sacrificio de acción de gracias de sus ofrendas de paz.
Pero si el sacrificio de su ofrenda ser un jurar, o una ofrenda voluntaria, será comido el mismo día que él offereth su sacrificio: y en el morrow también el resto de él será comido:
Qué el SEÑOR mandó para ser dado les de los niños de Israel, en el día que él anointed les, por un estatuto para siempre durante sus generaciones.
Y Moisés tomó el óleo de unción, y anointed el tabernacle y todo aquello era therein, y les santificó.
Y puso todo a las manos de Aaron, y a sus hijos' manos, y les agitó para una ofrenda ondulatoria antes del SEÑOR.
Y el cerdo, aunque divide el hoof, y ser clovenfooted, aún así él cheweth no el cud; es unclean a ti.
El carcases de cada bestia qué divideth el hoof, y no es clovenfooted, ni cheweth el cud, es unclean unto te: cada uno aquello toucheth les será unclean.
Entonces el sacerdote mirará a él: y, behold, si el cabello en la algo brillante es blanco girado, y lo ser a la vista más profundo que la piel; es una lepra roto fuera del en llamas: wherefore el sacerdote le pronunciará unclean: es la plaga de lepra.
Y el sacerdote mirará en la plaga, después que está lavado: y, behold, si la plaga no ha cambiado su color, y la plaga no ser extendida; es unclean; thou shalt quemadura él en el fuego; es traste inward, si lo ser bare dentro o sin.
Esto es la ley de la plaga de lepra en un garment de woollen o lino, cualquiera en el urdimbre, o woof, o cualquier cosa de pieles, para pronunciarlo limpio, o para pronunciarlo unclean.
Y si él aquello hath el asunto spit a él aquello es limpio; entonces lavará su ropa, y lo bañar en agua, y ser unclean hasta el incluso.
Y el sacerdote, quien él anoint, y quien consagrará a ministro en la oficina del sacerdote en su padre stead, hará el atonement, y pondrá en la ropa de lino, incluso el santo garments:
Ye Por tanto mantendrá mis estatutos, y mis juicios: cuál si un hombre , vivirá en ellos: soy el SEÑOR .
Thou shalt No uncover la desnudez de thy hija en ley: es thy la mujer del hijo; thou shalt no uncover su desnudez.
Ye No robará, tampoco trata falsamente, ni mentira un a otro.
Y en el quinto año ye comer de la fruta del mismo, que lo puede ceder unto te el aumento del mismo: soy el SEÑOR vuestro Dios.
Ye No comerá cualquier cosa con la sangre: tampoco ye encantamiento de uso, ni observar tiempo.
No harán calvicie a su jefa, tampoco afeitan de la esquina de su barba, ni hacer cualquier cuttings en su carne.
Y él aquello es el sacerdote alto entre sus hermanos, a de quién jefa el óleo de unción estuvo vertido, y aquello está consagrado para poner en el garments, no uncover su jefa, ni rend su ropa;
Y tomará una mujer en su virginidad.
Tampoco de la mano de un desconocido ye oferta el pan de vuestro Dios de cualquier de estos; porque su corrupción es en ellos, y máculas ser en ellos: no serán aceptados para ti.
Seis días obrarán ser hechos: pero el séptimo día es el sabbath de resto, un santo convocation; ye hará ninguna obra therein: es el sabbath del SEÑOR en todas vuestras habitaciones.
Y ye ofrecerá aquel día cuándo ye ola el sheaf un él cordero sin mácula del primer año para una ofrenda quemada unto el SEÑOR.
Y vuestro threshing logrará unto la vendimia, y la vendimia logrará unto el sowing tiempo: y ye comerá vuestro pan al lleno, y morar en vuestra tierra sin incidentes.
Pero si santifica su campo después del jubile, entonces el sacerdote calculará unto le el dinero según los años que queda, incluso unto el año del jubile, y será abated de thy valoración.
Y de Kohath era la familia del Amramites, y la familia del Izeharites, y la familia del Hebronites, y la familia del Uzzielites: estos son las familias del Kohathites.
Y cuándo el campamento setteth adelante, Aaron vendrá, y sus hijos, y apearán la cobertura vail, y cubrir el arca de testimonio con él:
Y tomarán fuera las cenizas del altar, y extender una tela morada thereon:
Toma también la suma de los hijos de Gershon, durante las casas de sus padres, por sus familias;
Esto es la ley del Nazarite quién hath jurado, y de su ofrenda unto el SEÑOR para su separación, junto a aquel que su mano cogerá: según el jurar cuál juró, así que tiene que hacer después de la ley de su separación.
Uno joven bullock, un carnero, un cordero del primer año, para una ofrenda quemada:
Uno joven bullock, un carnero, un cordero del primer año, para una ofrenda quemada:
En el noveno día Abidan el hijo de Gideoni, príncipe de los niños de Benjamin, ofreció:
Uno cuchara dorada de diez shekels, lleno de incienso:
Y todo el oxen para el sacrificio de las ofrendas de paz era veinte y cuatro bullocks, los carneros sesenta, el él cabras sesenta, los corderos del primer año sesenta. Esto era la dedicación del altar, después de que que lo era anointed.
Y Aaron hizo tan; encendió las lámparas del mismo encima contra el candlestick, como el SEÑOR mandó Moisés.
Y vino para pasar en el vigésimo día del segundo mes, en el segundo año, que la nube estuvo tomada arriba de del tabernacle del testimonio.
Y el nivel del campamento de los niños de Ephraim delantero de conjunto según sus ejércitos: y sobre su anfitrión era Elishama el hijo de Ammihud.
Recordamos el pez, el cual comimos en Egipto libremente; los pepinos, y los melones, y los puerros, y las cebollas, y el garlick:
Tiene concebí todas estas personas? Tiene yo begotten les, aquel thou shouldest decir unto me, Llevarles en thy bosom, como nursing padre beareth el niño de chupar, unto la tierra qué thou swarest unto sus padres?
Pero incluso un mes entero, hasta que lo salido en vuestras narinas, y lo ser loathsome unto te: porque aquel ye ha despreciado el SEÑOR qué es entre ti, y ha llorado antes de que le, refrán, Por qué vino nosotros adelante fuera de Egipto?
Y el SEÑOR dijo unto Moisés, Si su padre tenido pero spit en su cara, tener que ella no ser avergonzado siete días? Dejado su ser cerrado fuera del campamento siete días, y después de aquel dejados su ser recibidos en otra vez.
Y el SEÑOR spake unto Moisés, refrán,
Y ellos spake unto toda la empresa de los niños de Israel, refrán, La tierra, el cual pasamos a través de para buscarlo, es un superando tierra buena.
Va no arriba, para el SEÑOR no es entre ti; aquel ye no ser golpeado antes de vuestros enemigos.
Y el sacerdote hará un atonement para el alma que sinneth crasamente, cuándo él sinneth por ignorancia antes del SEÑOR, para hacer un atonement para él; y será perdonado le.
Seemeth lo pero una cosa pequeña unto te, que el Dios de Israel hath separó tú de la congregación de Israel, para traerte cercano a él para hacer el servicio del tabernacle del SEÑOR, y para estar antes de la congregación a ministro unto les?
E Israel tomó todas estas ciudades: e israel moró en todas las ciudades del Amorites, en Heshbon, y en todos los pueblos del mismo.
Y Balak enviado todavía otra vez príncipes, más, y más honorables que ellos.
Ahora por tanto, te ruegas, tarry ye también aquí esta noche, que puedo saber lo que el SEÑOR dirá unto me más.
Y Balaam dicho unto Balak, me Construyo aquí siete altares, y prepararme aquí siete oxen y siete carneros.
Un varios décimo trato unto un cordero, durante los siete corderos;
Y uno bromea de las cabras para una ofrenda de pecado; junto al continual ofrenda quemada, y la carne que ofrece del mismo, y sus ofrendas de bebida.
Y uno bromea de las cabras para una ofrenda de pecado; junto al continual ofrenda quemada, su ofrenda de carne, y su ofrenda de bebida.
Y una cabra para una ofrenda de pecado; junto al continual ofrenda quemada, y su ofrenda de carne, y su ofrenda de bebida.
Y Moisés dijo los niños de Israel según todo que el SEÑOR mandó Moisés.
Y si hubo en absoluto un marido, cuándo juró, o uttered ought fuera de sus labios, wherewith ató su alma;
Los niños de Gad y los niños de Reuben vinieron y spake unto Moisés, y a Eleazar el sacerdote, y unto los príncipes de la congregación, refrán,
Y sacaron de Haradah, y pitched en Makheloth.
Y en cuanto al borde occidental, ye incluso tendrá el mar sumo para un borde: esto será vuestro borde del oeste .
Y el revenger de la sangre le encuentra sin los bordes de la ciudad de su refuge, y el revenger de la sangre mata el slayer; no será culpable de sangre:
Así que tomé el jefe de vuestras tribus, hombres sensatos, y sabidos, y les hizo encabeza encima te, capitanes sobre miles, y capitanes sobre centenares, y capitanes sobre fifties, y capitanes sobre decenas, y agentes entre vuestras tribus.
Y en el wilderness, donde thou hast visto cómo aquello el SEÑOR thy Dios bare thee, como hombre doth oso su hijo, en completamente que ye fue, hasta ye vino a este sitio.
Concretamente, Bezer en el wilderness, en el país sencillo, del Reubenites; y Ramoth en Gilead, del Gadites; y Golan en Bashan, del Manassites.
Thou shalt Por tanto mantener el commandments, y los estatutos, y los juicios, el cual mando thee este día, para hacerles.
Así mismo cuándo el SEÑOR envió tú de Kadeshbarnea, refrán, Remonta y poseer el aterrizar cuál te he dado; entonces ye rebelado contra el commandment del SEÑOR vuestro Dios, y ye le creyó no, ni hearkened a su voz.
Pero vuestros ojos han visto todas las leyes sumas del SEÑOR qué hizo.
Y cualquier cosa hath no aletas y balanza ye no puede comer; es unclean unto te.
Y habrá ningún leavened el pan visto con thee en todo thy costa siete días; tampoco allí cualquier cosa de la carne, el cual thou sacrificedst el primer día en incluso, queda toda la noche hasta la mañana.
Entonces thy mayors y thy los jueces vendrán adelante, y medirán unto las ciudades qué es ronda aproximadamente le aquello es slain:
Y será, que la ciudad qué es luego unto el slain hombre, incluso los mayors de aquella ciudad tomarán un heifer, el cual hath no sido wrought con, y cuál hath no dibujado en el yugo;
Pero unto el damsel thou shalt nada; hay en el damsel ningún pecado digno de muerte: para tan cuando un hombre riseth contra su vecino, y slayeth le, aun así es este asunto:
Cuándo thou comest a thy la viña del vecino, entonces thou mayest comer uvas thy llenar en thine placer propio; pero thou shalt no poner cualquiera en thy vaso.
Thou shalt No morro el ox cuándo él treadeth fuera del maíz.
Y entre estas naciones shalt thou encontrar ninguna facilidad, tampoco la suela de thy el pie tiene resto: pero el SEÑOR dará thee allí un corazón tembloroso, y fallando de ojos, y sorrow de mente:
Ye Estand este día todo de ti antes de que el SEÑOR vuestro Dios; vuestros capitanes de vuestras tribus, vuestros mayors, y vuestros agentes, con todos los hombres de Israel,
Sacrificaron unto diablos, no a Dios; a dioses quien supieron no, a dioses nuevos que vino nuevamente arriba, quien vuestros padres temieron no.
Y esto es la bendición , wherewith Moisés el hombre del dios bendecido los niños de Israel antes de su muerte.
Y para las cosas de jefe de las montañas antiguas, y para las cosas preciosas de los cerros duraderos,
Y Joshua puso arriba doce huesos en el midst de Jordania, en el sitio donde los pies de los sacerdotes qué bare el arca del covenant estuvo: y son allí unto este día.
Y el SEÑOR dijo unto Joshua, Este día tiene rodé fuera el reprochar de Egipto de fuera te. Wherefore El nombre del sitio se apellida Gilgal unto este día.
Y dijeron unto le, De un país muy lejano thy los criados están venidos debido al nombre del SEÑOR thy Dios: para hemos oído la fama de él, y todo que hizo en Egipto,
Pero estos cinco reyes huyeron, y los escondió en una cueva en Makkedah.
Y vino para pasar, cuándo Joshua y los niños de Israel habían hecho un fin de slaying les con un muy sumo slaughter, caja estuvieron consumidos, que el descansar cuál quedó de ellos introducidos a ciudades valladas.
Así que Joshua vino, y todas las personas de guerra con él, en contra les por las aguas de Merom de repente; y cayeron a ellos.
Pero en cuanto a las ciudades que estuvo todavía en su fuerza, Israel quemado ninguno de ellos, salva Hazor sólo; aquello Joshua quemadura.
Y en aquel tiempo vino Joshua, y cortado del Anakims de las montañas, de Hebron, de Debir, de Anab, y de todas las montañas de Judah, y de todas las montañas de Israel: Joshua les destruyó absolutamente con sus ciudades.
Y estos son los reyes del país qué Joshua y los niños de Israel golpearon en esta Jordania de lado en el del oeste, de Baalgad en el valle de Líbano incluso unto el monte Halak, aquel goeth hasta Seir; qué Joshua dio unto las tribus de Israel para una posesión según sus reparto;
Baalah, e iim, y Azem,
Y Lebaoth, y Shilhim, y Ain, y Rimmon: todas las ciudades son veinte y nueve, con sus pueblos:
Y Dannah, y Kirjathsannah, el cual es Debir,
Así que los niños de Joseph, Manasseh y Ephraim, tomó su herencia.
Y bajó de Janohah a Ataroth, y a Naarath, y vino a Jericho, y salió en Jordania.
Y Ziklag, y Bethmarcaboth, y Hazarsusah,
Y el borde compasseth lo encima el lado del norte a Hannathon: y el outgoings del mismo es en el valle de Jiphthahel:
Y entonces la costa turneth hacia el oeste a Aznothtabor, y goeth fuera de thence a Hukkok, y reacheth a Zebulun en el lado del sur, y reacheth a Asher en el lado del oeste, y a Judah a Jordania hacia el sunrising.
Y Kedesh, y Edrei, y Enhazor,
Y la séptima parcela salió para la tribu de los niños de Dan según sus familias.
Todas las ciudades de los niños de Aaron, los sacerdotes, era trece ciudades con sus suburbios.
Y Kibzaim con sus suburbios, y Bethhoron con sus suburbios; cuatro ciudades.
Y dieron Hebron unto Caleb, como Moisés dijo: y expulsó thence los tres hijos de Anak.
Y los niños de Benjamin no condujo fuera del Jebusites aquello habitó Jerusalem; pero el Jebusites morar con los niños de Benjamin en Jerusalem unto este día.
Y los niños de Israel mal en la vista del SEÑOR, y sirvió Baalim:
Y cuándo había hecho un fin para ofrecer el presente, envió fuera las personas que bare el presente.
Y ellos tarried caja eran avergonzados: y, behold, abrió no las puertas del parlour; por eso tomaron un tono, y les abrió: y, behold, su señor estuvo caído muerto en la tierra.
Y los príncipes de Issachar era con Deborah; incluso Issachar, y también Barak: estuvo enviado a pie al valle. Para las reparto de Reuben allí era pensamientos sumos de corazón.
Y dije unto te, soy el SEÑOR vuestro Dios; teme no los dioses del Amorites, en de quién tierra ye mora: pero ye no ha obedecido mi voz.
Y vino para pasar, apenas Gideon era muerto, que los niños de Israel giraron otra vez, y fue un whoring después de Baalim, e hizo Baalberith su dios.
Pero si no, el fuego dejado salido de Abimelech, y devorar los hombres de Shechem, y la casa de Millo; y el fuego dejado salido de los hombres de Shechem, y de la casa de Millo, y devorar Abimelech.
Ahora por tanto arriba por noche, thou y las personas que es con thee, y mentira en espera en el campo:
Entonces Jephthah fue con los mayors de Gilead, y las personas le hicieron jefa y capitán encima les: y Jephthah uttered todas sus palabras antes del SEÑOR en Mizpeh.
Y cuándo vi que ye me entregué no, puse mi vida en mis manos, y pasó encima contra los niños de Ammon, y el SEÑOR les entregó a mi mano: wherefore entonces es ye venido arriba unto me este día, para luchar en contra me?
Y Jephthah Israel juzgado seis años. Entonces murió Jephthah el Gileadite, y estuvo enterrado en uno de las ciudades de Gilead.
Y después de que le Elon, un Zebulonite, juzgó Israel; y juzgó Israel diez años.
Y el ángel del SEÑOR pareció unto la mujer, y dijo unto le, Behold ahora, thou el arte estéril, y bearest no: pero thou shalt concibe, y aguantar un hijo.
Para, lo, thou shalt concibe, y aguantar un hijo; y ninguna navaja vendrá en su jefa: para el niño será un Nazarite unto Dios del womb: y empezará para entregar Israel fuera de la mano del Philistines.
Y el ángel del SEÑOR dijo unto Manoah, De todo que dije unto la mujer le dejó beware.
Y Samson bajó a Timnath, y vio una mujer en Timnath de las hijas del Philistines.
Y dijo, El Philistines ser a thee, Samson. Y despertó fuera de su sueño, y dicho, saldré tan en otro tiempo antes, y me sacudir. Y él wist no que el SEÑOR era departed de él.
Y sentaron, y comió y beber ambos de ellos juntos: para el damsel el padre había dicho unto el hombre, Ser contenido, ruego thee, y tarry toda la noche, y dejar thine corazón ser alegre.
Y tomaremos diez hombres de un centenar por todas partes todas las tribus de Israel, y un centenar de mil, y mil fuera de diez mil, a fetch victual para las personas, que pueden hacer, cuándo vienen a Gibeah de Benjamin, según toda la locura que han wrought en Israel.
Y las personas repented les para Benjamin, porque aquello el SEÑOR había hecho una ruptura en las tribus de Israel.
Y dijeron, tiene que haber una herencia para ellos aquello ser huido de Benjamin, que una tribu no ser destruida fuera de Israel.
Y los niños de Benjamin hicieron tan, y les tomó mujeres, según su número, de ellos aquello bailó, quien cogieron: y fueron y regresó unto su herencia, y reparó las ciudades, y morados en ellos.
Entonces surgió con sus hijas en ley, que podría regresar del país de Moab: para había oído en el país de Moab cómo aquello el SEÑOR había visitado sus personas en darles pan.
Y dijo, Behold, thy la hermana en ley está vuelta unto sus personas, y unto sus dioses: regreso thou después de thy hermana en ley.
Y pone en sus pies hasta la mañana: y se sublevó antes de que uno podría saber otro. Y dijo, Dejado lo no ser sabido que una mujer vino al piso.
Y este hombre remontó fuera de su ciudad anual a adoración y para sacrificar unto el SEÑOR de anfitriones en Shiloh. Y los dos hijos de Eli, Hophni y Phinehas, los sacerdotes del SEÑOR, era allí.
Y vino para pasar, como continuó rogar antes del SEÑOR, que Eli marcó su boca.
Y dijo, Oh mi señor, tan thy alma liveth, mi señor, soy la mujer que estado por thee aquí, rogando unto el SEÑOR.
Y los sacerdotes' la costumbre con las personas era, aquello, cuándo cualquier hombre sacrificio ofrecido, el criado del sacerdote vino, mientras la carne era en seething, con un fleshhook de tres dientes en su mano;
Y el SEÑOR vino, y estado, y llamado tan en otro tiempo, Samuel, Samuel. Entonces Samuel contestó, Habla; para thy criado heareth.
Así que las personas enviaron a Shiloh, que podrían traer de thence el arca del covenant del SEÑOR de anfitriones, el cual dwelleth entre el cherubims: y los dos hijos de Eli, Hophni y Phinehas, era allí con el arca del covenant de Dios.
Y el kine tomó la manera recta a la manera de Bethshemesh, y fue la carretera, lowing como fueron, y giró no aparte a la derecha mano o a la izquierda; y los señores del Philistines fue después de que les unto el borde de Bethshemesh.
Entonces Samuel tomó un hueso, y puesto él entre Mizpeh y Shen, y llamó el nombre de él Ebenezer, refrán, Hasta la fecha hath el SEÑOR nos ayudé.
Ahora por tanto hearken unto su voz: howbeit todavía protesta solemnemente unto les, y shew les la manera del rey que reinará encima les.
Y dijeron unto los mensajeros que vino, Así ye decir unto los hombres de Jabeshgilead, A morrow, por aquel tiempo el sol ser caliente, ye tendrá ayuda. Y los mensajeros vinieron y shewed lo a los hombres de Jabesh; y eran felices.
Sólo temer el SEÑOR, y servirle en verdad con todo vuestro corazón: para considerar cosas qué sumas él hath hecho para ti.
Ahora no había ningún herrero encontrado por todas partes toda la tierra de Israel: para el Philistines dicho, Lest los hebreos leshacen espadas o lanzas:
Entonces dijeron Saul, refrán, Behold, el pecado de personas contra el SEÑOR, en aquel comen con la sangre. Y dijo, Ye ha transgredido: corro un hueso sumo unto me este día.
Y Samuel dijo, Cuándo thou wast poco en thine vista propia, wast thou no hecho la jefa de las tribus de Israel, y el SEÑOR anointed thee rey encima Israel?
Entonces Jesse hizo Shammah para pasar de largo. Y dijo, Tampoco hath el SEÑOR escogido esto.
Y vino para pasar, cuándo el alcohol de mal de Dios era a Saul, que David tomó una arpa, y tocado con su mano: así que Saul era refreshed, y era bien, y el alcohol de mal departed de él.
Y hubo greaves de latón a sus patas, y un objetivo de latón entre sus hombros.
Y Saul armó David con su armadura, y puso un casco de latón a su jefa; también le armó con una capa de correo.
Y tomó su personal en su mano, y le escogió cinco huesos lisos fuera del riachuelo, y puesto les en el bolso de un pastor qué tuvo, incluso en un scrip; y su cabestrillo era en su mano: y dibujó cercano al Philistine.
Así que David prevaleció sobre el Philistine con un cabestrillo y con un hueso, y golpeó el Philistine, y slew le; pero no había ninguna espada en la mano de David.
Y David dijo unto Saul, Quién soy I? Y qué es mi vida, o la familia de mi padre en Israel, que tendría que ser hijo en ley al rey?
Y Jonathan dijo unto David, Venido, y dejado nos salir al campo. Y salieron ambos de ellos al campo.
Entonces dicho Achish unto sus criados, Lo, ye ver el hombre es loco: wherefore entonces ha ye le trajo a mí?
Entonces Saul dijo unto sus criados que estuvo aproximadamente le, Oye ahora, ye Benjamites; el hijo de Jesse da cada uno de ti campos y viñas, y hacerte todos los capitanes de miles, y capitanes de centenares;
David dicho entonces, O Dios de SEÑOR de Israel, thy criado hath ciertamente oyó que Saul seeketh para venir a Keilah, para destruir la ciudad para mi sake.
Deja no mi señor, ruego thee, consideración este hombre de Belial, incluso Nabal: para como su nombre es, así que es; Nabal es su nombre, y la locura es con él: pero I thine handmaid sierra no los hombres jóvenes de mi señor, quien thou didst envía.
Entonces dijo Abishai a David, Dios hath entregado thine enemigo a thine mano este día: ahora por tanto dejado me golpearle, ruego thee, con la lanza incluso a la tierra inmediatamente, y no le golpearé el segundo tiempo.
Y cuándo la mujer vio Samuel, lloró con una voz fuerte: y la mujer spake a Saul, refrán, Por qué hast thou me engañé? Para thou arte Saul.
Ahora por tanto, ruego thee, hearken thou también unto la voz de thine handmaid, y dejado me puesto un morsel de pan antes de thee; y comer, aquel thou mayest tiene fuerza, cuándo thou goest en thy manera.
Y David dijo unto le, Thy sangre ser a thy jefa; para thy boca hath atestiguado contra thee, refrán, he slain el SEÑOR anointed.
Y el tiempo que David era rey en Hebron sobre la casa de Judah era siete años y seis meses.
Y Abner el hijo de Ner, y los criados de Ishbosheth el hijo de Saul, salió de Mahanaim a Gibeon.
Y había una batalla muy dolorida que día; y Abner estuvo batido, y los hombres de Israel, antes de los criados de David.
Y David dijo a Joab, y a todas las personas que era con él, Rend vuestra ropa, y gird tú con sackcloth, y llorar antes de Abner. Y rey David él siguió el bier.
Y thine casa y thy el reino será establecido para siempre antes de thee: thy el trono será establecido para siempre.
Y qué una nación en la tierra es como thy personas, incluso gustar Israel, quien el dios fue para redimir para unas personas a él, y para hacerle un nombre, y para hacer para ti cosas sumas y terribles, para thy tierra, antes de thy personas, el cual thou redeemedst a thee de Egipto, de las naciones y sus dioses?
Y ahora, O Dios de SEÑOR, la palabra que thou hast hablado respecto de thy criado, y respecto de su casa, establecerlo para siempre, y hacer tan thou hast dijo.
David golpeó también Hadadezer, el hijo de Rehob, rey de Zobah, como fue para recuperar su borde en el río Euphrates.
Y David tomó de él mil chariots, y sietecientos horsemen, y veinte mil footmen: y David houghed todo el chariot caballos, pero reservados de ellos para un centenar chariots.
Y el rey dijo, Es allí no todavía cualquiera de la casa de Saul, que puedo shew la bondad de Dios unto le? Y Ziba dijo unto el rey, Jonathan hath todavía un hijo, el cual es cojo en sus pies.
Y el rey dijo unto le, Dónde es? Y Ziba dijo unto el rey, Behold, es en la casa de Machir, el hijo de Ammiel, en Lodebar.
Entonces dicho Ziba unto el rey, Según todo que mi señor el rey hath mandado su criado, así que thy el criado hace. En cuanto a Mephibosheth, dijo el rey, comerá en mi mesa, como uno de los hijos del rey.
Y Uriah dijo unto David, EL arca, e israel, y Judah, soporta en tiendas; y mi señor Joab, y los criados de mi señor, es encamped en los campos abiertos; entonces voy a casa de mina, para comer y para beber, y a mentira con mi mujer? Tan thou livest, y tan thy alma liveth, yo no esta cosa.
Y Nathan departed unto su casa. Y el SEÑOR atacó el niño que Uriah mujer bare unto David, y era muy enfermo.
Así que Joab surgió y fue a Geshur, y trajo Absalom a Jerusalem.
Y en esta manera Absalom a todo Israel aquello vino al rey para juicio: tan Absalom robó los corazones de los hombres de Israel.
Por eso aconsejo que todo Israel ser generalmente reunido unto thee, de Dan incluso a Beersheba, como la arena que es por el mar para multitude; y que thou va para batallar en thine persona propia.
Dónde las personas de Israel eran slain antes de los criados de David, y había allí un sumo slaughter que día de veinte mil hombres.
Entonces dijo Ahimaaz el hijo de Zadok todavía otra vez a Joab, Pero howsoever, dejado me, ruego thee, también corrido después de Cushi. Y Joab dijo, Wherefore wilt thou carrera, mi hijo, viendo que thou hast ningún tidings a punto?
Y David dijo, Qué tiene I para hacer contigo, ye hijos de Zeruiah, aquel ye tener que este día ser adversaries unto me? allí cualquier hombre ser puesto a muerte este día en Israel? Para no sé que soy este rey de día encima Israel?
Y el Gibeonites dijo unto le, no tendremos ninguna plata ni oro de Saul, ni de su casa; tampoco para nosotros shalt thou matar cualquier hombre en Israel. Y dijo, Qué ye dirá, aquello hago para ti.
Y David longed, y dicho, Oh aquel uno me daría bebida del agua del bien de Bethlehem, el cual es por la puerta!
Heleb el hijo de Baanah, un Netophathite, Ittai el hijo de Ribai fuera de Gibeah de los niños de Benjamin,
Pero shew bondad unto los hijos de Barzillai el Gileadite, y dejados les ser de los que comen en thy mesa: para tan vinieron a mí cuándo huí debido a Absalom thy hermano.
Ahora por tanto aguantarle no guiltless: para thou arte un hombre sensato, y knowest lo que thou oughtest para hacer unto le; pero su hoar la jefa trae thou abajo a la tumba con sangre.
Y unto Abiathar el sacerdote dijo el rey, Coge thee a Anathoth, unto thine campos propios; para thou el arte digno de muerte: pero yo no en estos tiempos ponen thee a muerte, porque thou barest el arca del Dios de SEÑOR antes de que David mi padre, y porque thou hast sido afligido en todo donde mi padre estuvo afligido.
Y estos eran los príncipes qué tuvo; Azariah el hijo de Zadok el sacerdote,
El nethermost el cuarto era cinco cubits ancho, y el medio era seis cubits ancho, y el tercio era siete cubits ancho: para sin en la pared de la casa hizo angostado descansa ronda aproximadamente, que las vigas no tendrían que ser fastened en las paredes de la casa.
E hizo un porche de pilares; la periodo del mismo era cincuenta cubits, y el breadth del mismo treinta cubits: y el porche era antes de que les: y las otras pilares y la viga gruesa eran antes de que les.
Y redes de checker obra, y wreaths de obra de cadena, para el chapiters cuál era a la copa de las pilares; siete para el chapiter, y siete para el otro chapiter.
Y la boca de él dentro el chapiter y encima era un cubit: pero la boca del mismo era ronda después de la obra de la base, un cubit y un medio: y también a la boca de él era gravings con sus bordes, foursquare, no ronda.
En la llanura de Jordania el rey les lanzó, en la tierra de arcilla entre Succoth y Zarthan.
Desde el día que traje adelante mi Israel de personas fuera de Egipto, no escogí ninguna ciudad fuera de todas las tribus de Israel para construir una casa, que mi nombre podría ser therein; pero escogí David para ser sobre mi Israel de personas.
Para thou didst les separa de entre todas las personas de la tierra, para ser thine herencia, tan thou spakest por la mano de Moisés thy criado, cuándo thou broughtest nuestros padres fuera de Egipto, O Dios de SEÑOR.
Entonces estableceré el trono de thy reino a Israel para siempre, como prometí a David thy padre, refrán, Allí no fallará thee un hombre al trono de Israel.
Y todas las personas que quedó del Amorites, Hittites, Perizzites, Hivites, y Jebusites, el cual no fue de los niños de Israel,
Y había mandado le concerniendo esta cosa, que no tendría que ir después de otros dioses: pero mantuvo no aquello cuál el SEÑOR mandó.
Wherefore El SEÑOR dijo unto Solomon, Forasmuch como esto está hecho de thee, y thou hast no mantenido mi covenant y mis estatutos, el cual he mandado thee, yo seguramente rend el reino de thee, y lo dará a thy criado.
(Pero tendrá una tribu para el sake de mi criado David, y para Jerusalem sake, la ciudad qué I ha escogido fuera de todas las tribus de Israel:)
Y unto su hijo doy una tribu, que David mi criado puede tener un ligero alway antes de que me en Jerusalem, la ciudad qué I me ha escogido para poner mi nombre allí.
Que enviaron y le llamó. Y Jeroboam y toda la congregación de Israel vino, y spake unto Rehoboam, refrán,
Y ahora mientras que mi padre lade tú con un yugo pesado, añadiré a vuestro yugo: mi padre hath chastised tú con látigos, pero yo chastise tú con escorpiones.
Whereupon El rey tomó consejo, e hizo dos calves de oro, y dijo unto les, es demasiado para ti para remontar a Jerusalem: behold thy dioses, O Israel, el cual trajo thee arriba fuera de la tierra de Egipto.
Así que ofreció al altar qué había hecho en Bethel el decimoquinto día del octavo mes, incluso en el mes qué había ingeniado de su corazón propio; y ordained un festín unto los niños de Israel: y ofreció al altar, e incienso quemado.
Pero camest atrás, y hast pan comido y agua bebida en el sitio, del cuál el Señor dijo a thee, Comer ningún pan, y beber ninguna agua; thy carcase no vendrá unto el sepulchre de thy padres.
Y tomar con thee diez loaves, y cracknels, y un cruse de miel, e ir a él: dirá thee qué acaecerá del niño.
Y Rehoboam el hijo de Solomon reinó en Judah. Rehoboam Era cuarenta y un años cuándo empezó para reinar, y reinó diecisiete años en Jerusalem, la ciudad qué el SEÑOR escogió fuera de todas las tribus de Israel, para poner su nombre allí. Y el nombre de su madre era Naamah un Ammonitess.
Y había guerra entre Asa y Baasha rey de Israel todos sus días.
Y Nadab el hijo de Jeroboam empezó para reinar encima Israel en el segundo año de Asa rey de Judah, y reinó encima Israel dos años.
Forasmuch como yo exalted thee fuera del polvo, y hecho thee príncipe sobre mi Israel de personas; y thou hast andado en la manera de Jeroboam, y hast hecho mi Israel de personas para pecar, para provocarme para enfadar con sus pecados;
Y vino para pasar después de estas cosas, que el hijo de la mujer, el mistress de la casa, cayó enfermo; y su sickness era tan dolorido, que no había ningún respiro dejó en él.
Y el SEÑOR oyó la voz de Elijah; y el alma del niño vino a él otra vez, y revivió.
Y Ahab dicho unto Obadiah, Va a la tierra, unto todas las fuentes de agua, y unto todos los riachuelos: peradventure podemos encontrar hierba para salvar los caballos y las mulas vivas, que perdemos no todas las bestias.
Y tomaron el bullock cuál estuvo dado les, y lo vistieron, y llamados en el nombre de Baal de mañana incluso hasta que mediodía, refrán, O Baal, oírnos. Pero no había ninguna voz, ni muy aquello contestó. Y saltaron al altar qué estuvo hecho.
Y Elijah tomó doce huesos, según el número de las tribus de los hijos de Jacob, unto quien la palabra de la SEÑORA vino, refrán, Israel será thy nombre:
Y era tan, cuándo Elijah lo oyó, que envolvió su cara en su manto, y salió, y estado en el introduciendo en de la cueva. Y, behold, allí vino una voz unto le, y dicho, Qué doest thou aquí, Elijah?
Y todos los mayors y todas las personas dijeron unto le, Hearken no unto le, ni consentimiento.
Y vino para pasar, cuándo Ben-hadad oído este mensaje, como bebía, él y los reyes en los pabellones, que dijo unto sus criados, prpers Puso en variedad. Y se pusieron en variedad contra la ciudad.
Y el rey de Israel dijo unto sus criados, Sabe ye que Ramoth en Gilead es el nuestro, y nosotros ser todavía, y tomarlo no fuera de la mano del rey de Siria?
Y Jehoshaphat paz hecha con el rey de Israel.
Y cuando todo el Moabites oído que los reyes estuvieron venidos hasta luchar en contra les, reunieron todo aquello era capaz de poner encima armadura, y arriba, y estado en el borde.
Dejado nos marca un poco cuarto, ruego thee, en la muro; y dejado nos puesto para él allí una cama, y una mesa, y un taburete, y un candlestick: y será, cuándo él cometh a nosotros, que girará en allá.
Y uno dijo, Ser contenido, ruego thee, e ir con thy criados. Y contestó, iré.
Y había una hambruna suma en Samaria: y, behold, lo asediaron, hasta la jefa de un asno estuvo vendida para fourscore piezas de plata, y la cuarta parte de un taxi de buceó es dung para cinco piezas de plata.
Y Joram dormido con sus padres, y estuvo enterrado con sus padres en la ciudad de David: y Ahaziah su hijo reinado en su stead.
Y sus criados le llevaron en un chariot a Jerusalem, y le enterró en su sepulchre con sus padres en la ciudad de David.
Y el SEÑOR era gentil unto les, y compasión tenida encima les, y respeto tenido unto les, debido a su covenant con Abraham, Isaac, y Jacob, y no les destruiría, tampoco lanzado él les de su presencia hasta ahora.
En el segundo año de Joash hijo de Jehoahaz el rey de Israel reinó Amaziah el hijo de Joash rey de Judah.
Pero Pekah el hijo de Remaliah, un capitán de su, conspiró en contra le, y le golpeó en Samaria, en el palacio de la casa del rey, con Argob y Arieh, y con él cincuenta hombres del Gileadites: y le mató, y reinado en su sala.
Entonces Rezin rey de Siria y Pekah hijo de Remaliah el rey de Israel vino hasta Jerusalem a guerra: y asediaron Ahaz, pero no le podría vencer.
Ahora el resto de las leyes de Ahaz cuál él , son no escritos en el libro de las crónicas de los reyes de Judah?
Y al final de tres años lo tomaron: incluso en el sexto año de Hezekiah, aquello es el noveno año de Hoshea rey de Israel, Samaria estuvo tomado.
Pero sé thy morada, y thy saliendo, y thy entrando, y thy rabia en contra me.
Porque Manasseh rey de Judah hath hecho estas abominaciones, y hath hechos wickedly sobre todo que el Amorites , el cual era antes de que le, y hath Judah hecho también para pecar con sus ídolos:
Y los criados de Amon conspirados en contra le, y slew el rey en su casa propia.
Y llevó fuera Jehoiachin a Babilonia, y la madre del rey, y las mujeres del rey, y sus agentes, y el muy de la tierra, aquellos llevaron él a cautividad de Jerusalem a Babilonia.
Y vino para pasar en el noveno año de su reinado, en el décimo mes, en el décimo día del mes, que Nabucodonosor rey de Babilonia vino, él, y todo su anfitrión, contra Jerusalem, y pitched en contra lo; y construyeron forts en contra redondea aproximadamente.
Las dos pilares, un mar, y las bases qué Solomon había hecho para la casa del SEÑOR; el latón de todas estas vaso era sin peso.
Henoch, Methuselah, Lamech,
Y los hijos de Cush; Seba, y Havilah, y Sabta, y Raamah, y Sabtecha. Y los hijos de Raamah; Sheba, y Dedan.
Y Tamar su hija en ley le aguantó Pharez y Zerah. Todos los hijos de Judah eran cinco.
Y Boaz begat Obed, y Obed begat Jesse,
Y el hijo de Solomon era Rehoboam, Abia su hijo, Asa su hijo, Jehoshaphat su hijo,
Y los hijos de Elioenai era, Hodaiah, y Eliashib, y Pelaiah, y Akkub, y Johanan, y Dalaiah, y Anani, siete.
Ahora los hijos de Reuben el firstborn de Israel, (para era el firstborn; pero, forasmuch como él defiled la cama de su padre, su birthright estuvo dado unto los hijos de Joseph el hijo de Israel: y la genealogía no es para ser calculado después del birthright.
Y Johanan begat Azariah, (él es aquello ejecutó la oficina del sacerdote en la sien que Solomon construyó en Jerusalem:)
El hijo de Elkanah, el hijo de Joel, el hijo de Azariah, el hijo de Zephaniah,
Y con ellos, por sus generaciones, después de la casa de sus padres, era bandas de soldados para guerra, seis y treinta mil hombres: para tuvieron muchas mujeres e hijos.
E Ishpan, y Heber, y Eliel,
Uthai el hijo de Ammihud, el hijo de Omri, el hijo de Imri, el hijo de Bani, de los niños de Pharez el hijo de Judah.
Azmaveth el Baharumite, Eliahba el Shaalbonite,
Hezro el Carmelite, Naarai el hijo de Ezbai,
Y de Asher, como fue adelante para batallar, experto en guerra, cuarenta mil.
De los hijos de Elizaphan; Shemaiah el jefe, y sus hermanos doscientos:
Para porque ye él no en el primero, el SEÑOR nuestro Dios hizo una ruptura a nosotros, para aquel le buscamos no después del orden previsto.
Y con ellos Heman y Jeduthun con trompetas y platillos para los que tendrían que hacer un sonido, y con instrumentos musicales de Dios. Y los hijos de Jeduthun era porteros.
También yo ordain un sitio para mi Israel de personas, y les plantará, y morarán en su sitio, y será movió no más; tampoco los niños de wickedness les malgasta más, tan al principio,
Y golpeó Moab; y el Moabites acaecía los criados de David, y trajo regalos.
Ahora cuándo Tou rey de Hamath oído cómo David había golpeado todo el anfitrión de Hadarezer rey de Zobah;
Ahora cuándo Joab vio que la batalla estuvo puesta en contra le antes de que y detrás, escogió fuera de toda la elección de Israel, y puesto les en variedad contra los sirios.
Y el resto de las personas entregó unto la mano de Abishai su hermano, y se pusieron en variedad contra los niños de Ammon.
Entonces pidió Solomon su hijo, y le cobró para construir una casa para el Dios de SEÑOR de Israel.
Y reunió junto todos los príncipes de Israel, con los sacerdotes y el Levites.
Ahora concerniendo Moisés el hombre de Dios, sus hijos estuvieron nombrados de la tribu de Levi.
De los hijos de Izhar; Shelomith el jefe.
El decimonoveno a Pethahiah, el vigésimo a Jehezekel,
De los hijos de Uzziel; Michah: de los hijos de Michah; Shamir.
Y lanzaron parcelas, ward contra ward, también el pequeños como el sumos, el profesor como el erudito.
Ahora la primera parcela vino adelante para Asaph a Joseph: el segundo a Gedaliah, quién con sus hermanos y los hijos eran doce:
El quinto a Nethaniah, él, sus hijos, y sus hermanos, era doce:
Además los hijos de Obededom era, Shemaiah el firstborn, Jehozabad el segundo, Joah el tercio, y Sacar el cuarto, y Nethaneel el quinto,
El séptimo capitán para el séptimo mes era Helez el Pelonite, de los niños de Ephraim: y en su curso era veinte y cuatro mil.
Y, behold, los cursos de los sacerdotes y el Levites, incluso serán con thee para todo el servicio de la casa de Dios: y habrá con thee para toda manera de workmanship cada hombre hábil dispuesto, para cualquier manera de servicio: también los príncipes y todas las personas serán completamente en thy commandment.
El oro para cosas de oro, y la plata para cosas de plata, y para toda manera de obrar para ser hecho por las manos de artificers. Y quién entonces es dispuesto de consagrar su servicio este día unto el SEÑOR?
O Señor nuestro Dios, toda esta tienda que hemos preparado para construir thee una casa para thine nombre santo cometh de thine mano, y es todo thine propio.
Con todo su reinado y el suyo pueden, y el tiempo que fue encima le, y encima Israel, y encima todos los reinos de los países.
Ahora, O Dios de SEÑOR, dejado thy promesa unto David mi padre ser establecido: para thou hast me hice rey sobre unas personas como el polvo de la tierra en multitude.
Y Solomon envió a Huram el rey de Rueda, refrán, Tan thou didst trata David mi padre, y didst enviarle cedros para construirle una casa para morar therein, aun así me trato.
Y en la casa más santa hizo dos cherubims de obra de imagen, y overlaid les con oro.
En la llanura de Jordania el rey les lanzó, en la tierra de arcilla entre Succoth y Zeredathah.
Y Baalath, y todas las ciudades de tienda que Solomon tuvo, y todo el chariot ciudades, y las ciudades del horsemen, y todo que Solomon deseó construir en Jerusalem, y en Líbano, y por todas partes toda la tierra de su dominion.
Entonces fue Solomon a Eziongeber, y a Eloth, en el lado de mar en la tierra de Edom.
Y Gath, y Mareshah, y Ziph,
Whereupon Los príncipes de Israel y el rey humbled ellos; y dijeron, El SEÑOR es righteous.
Todavía Jeroboam el hijo de Nebat, el criado de Solomon el hijo de David, está sublevado, y hath rebelado contra su señor.
No Fue el Ethiopians y el Lubims un anfitrión enorme, con muy muchos chariots y horsemen? Todavía, porque thou didst confiar en el SEÑOR, les entregó a thine mano.
Pero buscado al Dios de Señor de su padre, y andado en su commandments, y no después del doings de Israel.
Y el rey de Israel y Jehoshaphat el rey de Judah sentó cualquiera de ellos encima su trono, clothed en sus togas, y sentaron en un void sitio en el introduciendo en de la puerta de Samaria; y todos los profetas prophesied antes de que les.
Y todos los profetas prophesied tan, refrán, Remonta a Ramothgilead, y prosperar: para el SEÑOR entregará él a la mano del rey.
Y vino para pasar, cuándo los capitanes del chariots sierra Jehoshaphat, que dijeron, es el rey de Israel. Por eso ellos compassed aproximadamente le para luchar: pero Jehoshaphat llorado fuera, y el SEÑOR le ayudó; y el dios les movió a depart de él.
Y la batalla aumentó que día: howbeit el rey de Israel se quedó él arriba en su chariot contra los sirios hasta el incluso: y sobre el tiempo del sol que baja murió.
Pero hast andado en la manera de los reyes de Israel, y hast Judah hecho y los habitantes de Jerusalem para ir un whoring, gusta al whoredoms de la casa de Ahab, y también hast slain thy hermanos de thy la casa del padre, el cual era mejor que thyself:
Y la asamblea entera tomó consejo para mantener otros siete días: y mantuvieron otros siete días con gladness.
Y Kore el hijo de Imnah el Levite, el portero hacia el este, era sobre las ofrendas de albedrío de Dios, para distribuir el oblations del SEÑOR, y la mayoría de cosas santas.
Después de estas cosas, y el establecimiento del mismo, Sennacherib rey de Assyria vino, e introducido a Judah, y encamped contra las ciudades valladas, y pensó para ganarles para él.
Y Hezekiah tuvo superar mucho riches y honor: y se hizo treasuries para plata, y para oro, y para huesos preciosos, y para especias, y para escudos, y para toda manera de joyas agradables;
Y sus acciones, primera y última, behold, están escritos en el libro de los reyes de Israel y Judah.
Y él también rebelado en contra rey Nabucodonosor, quién había hecho le jurar por Dios: pero agarrotó su cuello, y hardened su corazón de girar unto el Dios de SEÑOR de Israel.
Y todas las vaso de la casa de Dios, sumo y pequeño, y los tesoros de la casa del SEÑOR, y los tesoros del rey, y de sus príncipes; todo estos trajo a Babilonia.
Ahora en el primer año de Cyrus rey de Persia, que la palabra del SEÑOR hablado por la boca de Jeremiah podría ser cumplida, el SEÑOR barajado arriba del alcohol de Cyrus rey de Persia, que hizo una proclamación por todas partes todo su reino, y puesto lo también en escribir, refrán,
Así saith Cyrus rey de Persia, Todos los reinos de la tierra hath el Dios de SEÑOR del cielo dado me; y él hath cobrado me para construirle una casa en Jerusalem, el cual es en Judah. Quién es allí entre tú de todas sus personas? El SEÑOR su Dios ser con él, y dejado le remontar.
Pero el ojo de su Dios era a los mayors del Jews, que no les podrían causar para cesar, hasta el asunto vino a Darius: y entonces regresaron respuesta por letra respecto de este asunto.
También he hecho un decreto, aquel whosoever alterará esta palabra, dejado timber ser estirado abajo de su casa, y siendo puesto arriba, dejado le ser colgado thereon; y dejar su casa ser hecho un dunghill para este.
Y los niños de Israel, los sacerdotes, y el Levites, y el resto de los niños de la cautividad, mantuvo la dedicación de esta casa de Dios con alegría,
El hijo de Amariah, el hijo de Azariah, el hijo de Meraioth,
E hicieron proclamación por todas partes Judah y Jerusalem unto todos los niños de la cautividad, que se tendrían que reunir juntos unto Jerusalem;
Dejado ahora nuestros gobernantes de todo el estand de congregación, y dejar todo les cuáles han tomado mujeres extrañas en nuestras ciudades venidas en nombró tiempo, y con ellos los mayors de cada ciudad, y los jueces del mismo, hasta la ira feroz de nuestro Dios para este asunto ser girado de nosotros.
Y dicho, yo beseech thee, O Dios de SEÑOR de cielo, el Dios sumo y terrible, aquel keepeth covenant y piedad para ellos aquello le quiere y observar su commandments:
Así que vine a Jerusalem, y era allí tres días.
Después de que le reparó sus hermanos, Bavai el hijo de Henadad, el gobernante de la parte media de Keilah.
Después de que le reparó Binnui el hijo de Henadad otra pieza, de la casa de Azariah unto el torneado de la muro, incluso unto la esquina.
Restaura, te ruegas, a ellos, incluso este día, sus tierras, sus viñas, su oliveyards, y sus casas, también la centésima parte del dinero, y del maíz, el vino, y el óleo, aquel ye exacto de ellos.
Así que la muro estuvo acabada en el veinte y quinto día del mes Elul, en cincuenta y dos días.
Los niños de Zaccai, sietecientos y threescore.
Los niños de Lebana, los niños de Hagaba, los niños de Shalmai,
Tampoco tener nuestros reyes, nuestros príncipes, nuestros sacerdotes, ni nuestros padres, mantenidos thy ley, ni hearkened unto thy commandments y thy testimonios, wherewith thou didst atestigua en contra les.
Hodijah, Bani, Beninu.
Y en Anathoth, Nob, Ananiah,
Y en los días de Joiakim era sacerdotes, el jefe de los padres: de Seraiah, Meraiah; de Jeremiah, Hananiah;
También que día ofrecieron sacrificios sumos, y rejoiced: para el dios había hecho les rejoice con alegría suma: las mujeres también y los niños rejoiced: de modo que la alegría de Jerusalem estuvo oído incluso lejos fuera.
Entonces trajo todo Judah el tithe del maíz y el vino nuevo y el óleo unto el treasuries.
Entonces atestigué en contra les, y dijo unto les, Por qué logia ye sobre la muro? Si ye hacer tan otra vez, pondré manos encima te. De aquel tiempo adelante vino ellos no más en el sabbath.
Así que vino para pasar, cuándo el rey commandment y su decreto estuvo oído, y cuándo muchos maidens estuvo reunido junto unto Shushan el palacio, a la custodia de Hegai, que Esther estuvo traída también unto la casa del rey, a la custodia de Hegai, keeper de las mujeres.
Y pensó scorn para poner manos en Mordecai sólo; para hubieron shewed le las personas de Mordecai: wherefore Haman buscado para destruir todo el Jews aquello era durante el reino entero de Ahasuerus, incluso las personas de Mordecai.
Y mientras todavía hablaban con él, vino el rey chamberlains, y hasted para traer Haman unto el banquete que Esther había preparado.
Y Esther spake todavía otra vez antes del rey, y cayó en sus pies, y besought le con lágrimas para poner fuera el mischief de Haman el Agagite, y su aparato que había ingeniado contra el Jews.
Entonces el rey Ahasuerus dijo unto Esther la reina y a Mordecai el Jew, Behold, he dado Esther la casa de Haman, y le han colgado al gallows, porque puso su mano al Jews.
Pero cuándo Esther vino antes del rey, mandó por letras que su aparato malvado, el cual ingenió contra el Jews, tendría que regresar a su jefa propia, y que él y sus hijos tendrían que ser colgados en el gallows.
En todo este Trabajo pecó no, ni Dios cobrado tontamente.
Por ahora sería más pesado que la arena del mar: por eso mis palabras están tragadas arriba.
Eran confounded porque habían esperado; vinieron allá, y era avergonzado.
O, Entregarme de la mano del enemigo? O, Redimirme de la mano del muy?
Qué sólo spreadeth fuera de los cielos, y treadeth a las olas del mar.
Para él increaseth. Thou huntest me Como león feroz: y otra vez thou shewest thyself maravilloso a mí.
Tendría que haber sido como si no había sido; tendría que haber sido llevado del womb a la tumba.
Control vuestra paz, dejado me sólo, que puedo hablar, y dejar venido encima me qué .
Aunque él slay me, todavía confío en en él: pero mantendré mina maneras propias antes de que le.
Sus hijos venidos para honrar, y él knoweth lo no; y están traídos abajo, pero él perceiveth lo no de ellos.
Pero fortalecería tú con mi boca, y el moviendo de mis labios tienen que asswage vuestro dolor.
Entonces contestó Bildad el Shuhite, y dicho,
Oh Aquellas mis palabras eran ahora escritas! oh Que estuvieron imprimidos en un libro!
Por tanto hacer mis pensamientos mecausan para contestar, y para esta I prisa de marca.
Aunque su excellency monte hasta los cielos, y su jefa logra unto las nubes;
Uno dieth en su fuerza llena, siendo completamente en facilidad y tranquilo.
Tampoco tener I vuelto del commandment de sus labios; tengo preciado las palabras de su boca más de mi comida necesaria.
Él bindeth arriba de las aguas en sus nubes gruesas; y la nube no es alquilar debajo les.
Mi righteousness I ayuno de control, y no dejado va: mi corazón no me reprochará siempre y cuando vivo.
Aunque él heap arriba plata como el polvo, y preparar raiment como la arcilla;
La inundación breaketh fuera del habitante; incluso las aguas olvidadas del pie: están secados arriba, están idos fuera de hombres.
Qué entonces hago cuando Dios riseth arriba? Y cuándo él visiteth, qué le contesto?
mina dejada Entonces caída de brazo de mi hoja de hombro, y brazo de mina ser roto del hueso.
Para la destrucción de Dios era un terror a mí, y por razón de Su Alteza no podría soportar.
Lo, todas estas cosas worketh Dios oftentimes con hombre,
incluso él aquello hateth el derecho rige? Y wilt thou condenarle aquello es más sólo?
Con nubes él covereth la luz; y commandeth lo no para brillar por la nube que cometh betwixt.
Aquello podría tomar control de los fines de la tierra, que el malvado podría ser sacudido fuera de él?
La gama de las montañas es su pasto, y él searcheth después de cada cosa verde.
Porque Dios hath privado su de cordura, tampoco hath impartió a su comprensivo.
Además el SEÑOR contestó Job, y dicho,
Los reyes de la tierra puesta ellos, y los gobernantes toman el consejo junto, contra el SEÑOR, y contra su anointed, refrán,
Me puse abajo y durmió; yo awaked; para el SEÑOR me sostuve.
Mi voz shalt thou oye por la mañana, O SEÑOR; por la mañana dirijo mi oración unto thee, y mirará arriba.
Tiene piedad a mí, O SEÑOR; para soy débil: O SEÑOR, curárseme; para mis huesos son vexed.
Thou hast rebuked El heathen, thou hast destruido el malvado, thou hast puesto fuera de su nombre para siempre.
Puesto les en miedo, O SEÑOR: aquello las naciones se pueden saber para ser pero hombres. Selah.
Cuánto tiempo wilt thou olvidarme, O SEÑOR? Para siempre? Cuánto tiempo wilt thou escondrijo thy cara de mí?
Considera y oírme, O SEÑOR mi Dios: aligera ojos de mina, lest duermo el sueño de muerte;
Allí remontó un humo fuera de sus narinas, y el fuego fuera de su boca devoró: los carbones eran kindled por él.
Para todos sus juicios eran antes de que me, y no puse fuera sus estatutos de mí.
Recordar todo thy ofrendas, y aceptar thy sacrificio quemado; Selah.
Ahora saber I que el SEÑOR saveth su anointed; le oirá de su cielo santo con la fuerza de ahorro de su mano derecha.
Ser thou exalted, SEÑOR, en thine fuerza propia: así que cantamos y alabar thy poder.
Mi fuerza está secada arriba como un potsherd; y mi lengua cleaveth a mis mandíbulas; y thou hast me traje al polvo de muerte.
Integridad dejada y uprightness me preservo; para I espera en thee.
Cuándo mi padre y mi madre forsake me, entonces el SEÑOR me tomará arriba.
no hay ningún rey salvado por el multitude de un anfitrión: un muy el hombre no es entregado por mucha fuerza.
Dejado les ser confounded y puesto a vergüenza que busca después de mi alma: dejado les ser girado atrás y traído a confusión que ingenia mi dolido.
Dejado les ser tan chaff antes del viento: y dejar el ángel del SEÑOR les persigue.
Yo behaved yo como si había sido mi amigo o hermano: incliné abajo fuertemente, como uno aquello mourneth para su madre.
Daré thee da las gracias a en la congregación suma: alabaré thee entre muchas personas.
Las palabras de su boca son iniquidad y luto: él hath dejado fuera para ser sensato, y para hacer bien.
Trust en el SEÑOR, y hacer bien; tan shalt thou morar en la tierra, y verily thou shalt ser alimentado.
El SEÑOR le fortalecerá a la cama de languishing: thou wilt marca toda su cama en su sickness.
Cuándo recuerdo estas cosas, vierto fuera de mi alma en mí: para había ido con el multitude, fui con ellos a la casa de Dios, con la voz de alegría y elogio, con un multitude aquello mantuvo holyday.
Como hemos oído, así que tiene nosotros vistos en la ciudad del SEÑOR de anfitriones, en la ciudad de nuestro Dios: el dios lo establecerá para siempre. Selah.
Para él seeth que dado de hombres sensatos, así mismo el fool y el brutish la persona perece, y dejar su riqueza a otros.
Ahora considerar esto, ye aquello olvida Dios, lest desgarro tú en piezas, y allí ser ninguno para entregar.
Por qué boastest thou thyself en mischief, O muy hombre? La bondad de Dios endureth continuamente.
Para los desconocidos están sublevados en contra me, y oppressors buscar después de mi alma: han no poner Dios antes de que les. Selah.
Behold, el dios es mina helper: el Señor es con ellos que uphold mi alma.
Cuándo lloro unto thee, entonces enemigos de mina giran atrás: esto sé; para el dios es para mí.
Thou Por tanto, O Dios de SEÑOR de anfitriones, el Dios de Israel, despierto de visitar todo el heathen: no ser merciful a cualesquier transgresores malvados. Selah.
Soportaré en thy tabernacle para siempre: confiaré en en el covert de thy alas. Selah.
Pero verily Dios hath oído me; él hath atendido a la voz de mi oración.
O Dios, thou el arte terrible fuera de thy sitios santos: el Dios de Israel es aquello giveth fuerza y poder unto sus personas. Bendito ser Dios.
Ellos aquello me odio sin una causa es más de los cabellos de jefa de mina: ellos aquello me destruiría, siendo enemigos de mina wrongfully, es muy: entonces restauré aquello cuál tomé no fuera.
Juzgará el pobre de las personas, salvará los niños del necesitados, y romperá en piezas el oppressor.
Redimirá su alma de luto y violencia: y precioso su sangre ser en su vista.
Pero ahora rompen abajo el carved obra del mismo inmediatamente con hachas y martillos.
Thy Manera, O Dios, es en el santuario: quién es tan sumo un Dios como nuestro Dios?
Thou leddest thy Personas como un rebaño por la mano de Moisés y Aaron.
Cuál hemos oído y sabidos, y nuestros padres nos han dicho.
Cómo oft le provocan en el wilderness, y apenarle en el desierto!
Su sangre tiene derraman gusta ronda de agua sobre Jerusalem; y había ninguno para enterrarles.
Oh Aquellas mis personas hubieron hearkened unto me, e israel había andado en mis maneras!
Quién dijo, Dejado nos tomar a nosotros las casas de Dios en posesión.
O Mi Dios, les hace gustar una rueda; como el rastrojo antes del viento.
Para sumo es thy piedad hacia mí: y thou hast entregado mi alma del infierno más bajo.
Bendito es las personas que sabe el joyful sonido: andarán, O SEÑOR, en la luz de thy countenance.
Si sus niños forsake mi ley, y anda no en mis juicios;
Thy Los testimonios son muy seguro: santidad becometh thine casa, O SEÑOR, para siempre.
El honor y la majestad son antes de que le: la fuerza y la belleza son en su santuario.
Para he comido a cenizas les gusta el pan, y se mezcló mi bebida con llorar,
Quién redeemeth thy vida de destrucción; quién crowneth thee con amoroso-bondad y piedades tiernas;
El SEÑOR hath preparado su trono en los cielos; y su reino ruleth encima todo.
Estos esperan todo a thee; aquel thou mayest darles su carne en estación prevista.
El righteous lo verá, y rejoice: y toda iniquidad parará su boca.
Alabaré thee, O SEÑOR, entre las personas: y cantaré elogios unto thee entre las naciones.
Quién me traerá a la ciudad fuerte? Quién me dirigirá a Edom?
Dejado lo ser unto le como el garment cuál covereth le, y para un girdle wherewith es girded continuamente.
Mina dejada adversaries ser clothed con vergüenza, y dejado les portada ellos con su confusión propia, como con un manto.
El mar lo vio, y huyó: Jordania estuvo conducida atrás.
Todas las naciones compassed me aproximadamente: pero en el nombre del SEÑOR les destruyo.
La voz de rejoicing y la salvación es en el tabernacles del righteous: la mano derecha del SEÑOR doeth valiantly.
O Da da las gracias a unto el SEÑOR; para es bien: para su piedad endureth para siempre.
Thy Los testimonios también son mi delicia y mis asesores.
